import { useLayoutEffect, useRef } from 'react';

const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * Gives focus back to whatever had it when `open` became true (the button that opened a dialog
 * or a drawer) once `open` is false again and focus was left on the page's body. Fluent's
 * restore-focus targets do this through tabster, which on the header's buttons would put about
 * 17 KB of gzip JS on every first load; the dialogs and drawers that call this load on demand.
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      if (!opener.current && document.activeElement instanceof HTMLElement) {
        opener.current = document.activeElement;
      }
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After the surface's own close handling, which may already have placed focus.
    const frame = requestAnimationFrame(() => {
      if (target.isConnected && focusIsLost()) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
