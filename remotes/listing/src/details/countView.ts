import { createEffect } from 'effector';
import { API_BASE } from 'shared/http';

/** One view to report; `token` is the logged-in user's access token (null for a visitor). */
export type ViewReport = { propertyId: string; token: string | null };

/**
 * Tells the api that a listing was seen (it counts one view per visitor and day). Nothing is
 * waited for and no failure is shown: a lost view is harmless. A logged-in user's view goes as a
 * keepalive fetch with their bearer token (a beacon cannot carry headers), so the api can leave
 * out an owner's visits to their own listing. A visitor's goes as a beacon, so it never holds the
 * page up and still goes when the page is left; a keepalive fetch where the browser has no beacon.
 */
export const countViewFx = createEffect(({ propertyId, token }: ViewReport): void => {
  const url = `${API_BASE}listings/${encodeURIComponent(propertyId)}/views`;
  if (token) {
    post(url, { Authorization: `Bearer ${token}` });
    return;
  }
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  post(url, {});
});

function post(url: string, headers: Record<string, string>): void {
  fetch(url, { method: 'POST', keepalive: true, credentials: 'omit', headers }).catch(
    () => undefined,
  );
}
