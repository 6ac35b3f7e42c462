import { makeStyles } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef, useState } from 'react';

// A class, not an inline style: the server renders this slot, and its CSP allows no style attribute.
const useStyles = makeStyles({ anchor: { minHeight: '1px' } });

/**
 * Renders its children once the slot enters the viewport or the visitor starts scrolling, so a
 * section under the hero (and its remote's code) is not part of the page's first load.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const anchor = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);

  useEffect(() => {
    if (reached) return;
    const reach = () => setReached(true);
    window.addEventListener('scroll', reach, { once: true, passive: true });
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function' && anchor.current) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      });
      observer.observe(anchor.current);
    }
    return () => {
      window.removeEventListener('scroll', reach);
      observer?.disconnect();
    };
  }, [reached]);

  return reached ? children : <div ref={anchor} className={styles.anchor} />;
}
