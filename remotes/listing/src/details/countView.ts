import { createEffect } from 'effector';
import { API_BASE } from 'shared/http';

/**
 * Tells the api that a listing was seen (it counts one view per visitor and day): a beacon, so
 * it never holds the page up and still goes when the page is left; a keepalive fetch where the
 * browser has no beacon. Nothing is waited for and no failure is shown: a lost view is harmless.
 */
export const countViewFx = createEffect((propertyId: string): void => {
  const url = `${API_BASE}listings/${encodeURIComponent(propertyId)}/views`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
});
