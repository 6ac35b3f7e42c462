import { describe, expect, it, rs } from '@rstest/core';
import { type FederationInstance, federationHost, loadListingPreview } from './loadListingPreview';

const Preview = () => null;

const instance = (
  remotes: string[],
  answer: unknown = { default: Preview },
): FederationInstance => ({
  options: {
    remotes: remotes.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` })),
  },
  loadRemote: rs.fn(async () => answer) as FederationInstance['loadRemote'],
});

describe('loading the listing remote’s preview through federation', () => {
  it('finds the host instance that registered the listing remote, not the remote’s own', () => {
    const own = instance([]);
    const host = instance(['listing', 'add-property', 'dashboard', 'admin']);
    expect(federationHost({ __FEDERATION__: { __INSTANCES__: [own, host] } })).toBe(host);
    expect(federationHost({ __FEDERATION__: { __INSTANCES__: [own] } })).toBeUndefined();
    expect(federationHost({})).toBeUndefined();
  });

  it('loads listing/PropertyPreview through the host', async () => {
    const host = instance(['listing']);
    const loaded = await loadListingPreview(host);
    expect(loaded.default).toBe(Preview);
    expect(host.loadRemote).toHaveBeenCalledWith('listing/PropertyPreview');
  });

  it('fails with a reason when there is no host (the remote running alone)', async () => {
    await expect(loadListingPreview(undefined)).rejects.toThrow('not registered');
  });

  it("fails on the shell's stand-in module for a failed load, and on nothing", async () => {
    const failed = {
      [Symbol.for('shell.remoteLoadFailed')]: new Error('offline'),
      default: () => null,
    };
    await expect(loadListingPreview(instance(['listing'], failed))).rejects.toThrow(
      'could not be loaded',
    );
    await expect(loadListingPreview(instance(['listing'], null))).rejects.toThrow(
      'could not be loaded',
    );
  });
});
