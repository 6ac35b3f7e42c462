import { afterEach, describe, expect, it, rs } from '@rstest/core';
import type { FederationInstance } from 'shared/remotes/host';
import { forgetListingCard, loadListingCard } from './loadListingCard';

const Card = () => null;

const instance = (remotes: string[], answer: unknown = { default: Card }): FederationInstance => ({
  options: { remotes: remotes.map((name) => ({ name })) },
  loadRemote: rs.fn(async () => answer) as FederationInstance['loadRemote'],
});

afterEach(() => forgetListingCard());

describe('loading the listing remote’s card through federation', () => {
  it('loads listing/PropertyCard once for the page', async () => {
    const host = instance(['listing']);
    expect((await loadListingCard(host)).default).toBe(Card);
    expect((await loadListingCard(host)).default).toBe(Card);
    expect(host.loadRemote).toHaveBeenCalledTimes(1);
    expect(host.loadRemote).toHaveBeenCalledWith('listing/PropertyCard');
  });

  it("fails without a host, on the shell's stand-in for a failed load, and tries again later", async () => {
    await expect(loadListingCard(undefined)).rejects.toThrow('not registered');
    const failed = { [Symbol.for('shell.remoteLoadFailed')]: new Error('offline'), default: Card };
    await expect(loadListingCard(instance(['listing'], failed))).rejects.toThrow(
      'could not be loaded',
    );
    expect((await loadListingCard(instance(['listing']))).default).toBe(Card);
  });
});
