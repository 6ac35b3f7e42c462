import { type RefCallback, useCallback, useState } from 'react';

/** True once the element is within a screen of the viewport (always true when not enabled). */
export function useNearViewport(enabled: boolean): [RefCallback<HTMLElement>, boolean] {
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  const anchor = useCallback<RefCallback<HTMLElement>>((element) => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [anchor, near];
}
