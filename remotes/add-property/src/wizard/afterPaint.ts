/** At most this long when no frame comes (a hidden tab draws none). */
const NO_FRAME_MS = 100;

/**
 * Resolves once the browser has painted what is on screen now (the frame after this one has
 * started), so work started after it does not hold up the paint that answers a click (INP).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
