import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { countViewFx } from './countView';

const ID = '3f0c2a9e-1111-4000-8000-000000000001';
const URL = `/api/listings/${ID}/views`;

const original = navigator.sendBeacon;
function beaconAnswering(accepted: boolean) {
  const beacon = rs.fn(() => accepted);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
}
afterEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: original, configurable: true });
  rs.restoreAllMocks();
});

describe('countViewFx', () => {
  it('sends a visitor’s view as an empty beacon to the listing views path', async () => {
    const beacon = beaconAnswering(true);
    const fetchSpy = rs.spyOn(globalThis, 'fetch');
    await countViewFx({ propertyId: ID, token: null });
    expect(beacon).toHaveBeenCalledWith(URL);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST when the beacon is refused, and swallows its failure', async () => {
    beaconAnswering(false);
    const fetchSpy = rs.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await countViewFx({ propertyId: ID, token: null });
    expect(fetchSpy).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('sends a logged-in user’s view as a keepalive POST with their bearer token, not a beacon', async () => {
    const beacon = beaconAnswering(true);
    const fetchSpy = rs
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    await countViewFx({ propertyId: ID, token: 'access.token.value' });
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access.token.value');
  });

  it('swallows the failure of a logged-in user’s view', async () => {
    beaconAnswering(true);
    rs.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await expect(countViewFx({ propertyId: ID, token: 'access.token.value' })).resolves.toBe(
      undefined,
    );
  });
});
