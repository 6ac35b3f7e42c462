import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry (by `location.key`) was scrolled to when it was left. */
const positions = new Map<string, number>();

/** How long a restore waits for the page to grow tall enough (a remote still loading). */
const RESTORE_WITHIN_MS = 3000;

// useLayoutEffect warns on the server; the server never scrolls anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function scrollWhenTallEnough(top: number): () => void {
  const deadline = performance.now() + RESTORE_WITHIN_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= top || performance.now() > deadline) {
      window.scrollTo({ top: Math.min(top, Math.max(room, 0)) });
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  // Someone scrolling while the page loads has taken over: stop trying.
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

const USER_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scroll restoration without a data router (react-router's ScrollRestoration needs one): Back
 * and Forward return to where that entry was left, once the page is tall enough again (the
 * listing keeps its loaded cards); a new page starts at its top; a query change on the same
 * page keeps the scroll.
 */
export function useScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Saved on every scroll, read at once: a layout effect's cleanup runs in the commit that
  // changes the page, before a shorter page can clamp the position and fire a scroll event.
  useBrowserLayoutEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useBrowserLayoutEffect(() => {
    const pathChanged = previousPathname.current !== pathname;
    previousPathname.current = pathname;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) return scrollWhenTallEnough(saved);
    if (pathChanged) window.scrollTo({ top: 0 });
    return undefined;
  }, [key, pathname, navigationType]);
}
