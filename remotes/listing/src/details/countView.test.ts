import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { countViewFx } from './countView';

const original = navigator.sendBeacon;
afterEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: original, configurable: true });
  rs.restoreAllMocks();
});

describe('countViewFx', () => {
  it('sends an empty beacon to the listing views path', async () => {
    const beacon = rs.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchSpy = rs.spyOn(globalThis, 'fetch');
    await countViewFx('3f0c2a9e-1111-4000-8000-000000000001');
    expect(beacon).toHaveBeenCalledWith('/api/listings/3f0c2a9e-1111-4000-8000-000000000001/views');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST when the beacon is refused, and swallows its failure', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetchSpy = rs.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await countViewFx('3f0c2a9e-1111-4000-8000-000000000001');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/listings/3f0c2a9e-1111-4000-8000-000000000001/views',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});
