import { useLayoutEffect, useRef } from 'react';

const SURFACES = '[role="dialog"], [role="alertdialog"]';
const RESTORE_WITHIN_MS = 1000;

const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;
const focusIsInSurface = () => document.activeElement?.closest(SURFACES) != null;

/**
 * Gives focus back to whatever had it when `open` became true (the button that opened a dialog
 * or a drawer, kept across a reopening from inside it) once `open` is false again and the closing surface has left focus on the page's
 * body (it may stay in the surface while its exit animation runs). Fluent's restore-focus targets
 * do this through tabster, which on the header's buttons would put about 17 KB of gzip JS on
 * every first load; the dialogs and drawers that call this load on demand.
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      // Reopened from inside the surface, or while focus was lost between the login dialog's two
      // steps: keep the first opener.
      const active = document.activeElement;
      if (active instanceof HTMLElement && !focusIsLost() && !active.closest(SURFACES)) {
        opener.current = active;
      }
      return;
    }
    const target = opener.current;
    if (!target) return;
    const deadline = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const giveBack = () => {
      if (!target.isConnected) return;
      if (focusIsLost()) target.focus();
      else if (focusIsInSurface() && performance.now() < deadline) {
        frame = requestAnimationFrame(giveBack);
      }
    };
    frame = requestAnimationFrame(giveBack);
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
