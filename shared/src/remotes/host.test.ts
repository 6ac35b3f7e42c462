import { describe, expect, it, rs } from '@rstest/core';
import { type FederationInstance, federationHost, loadFromHost } from './host';

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

describe('loading another remote’s module through the page’s federation host', () => {
  it('finds the host instance that registered the remote, not the calling remote’s own', () => {
    const own = instance([]);
    const host = instance(['listing', 'add-property', 'dashboard', 'admin']);
    expect(federationHost('listing', { __FEDERATION__: { __INSTANCES__: [own, host] } })).toBe(
      host,
    );
    expect(federationHost('listing', { __FEDERATION__: { __INSTANCES__: [own] } })).toBeUndefined();
    expect(federationHost('listing', {})).toBeUndefined();
  });

  it('loads the module through the host', async () => {
    const host = instance(['listing']);
    const loaded = await loadFromHost('listing/PropertyPreview', host);
    expect(loaded.default).toBe(Preview);
    expect(host.loadRemote).toHaveBeenCalledWith('listing/PropertyPreview');
  });

  it('fails with a reason when there is no host (the remote running alone)', async () => {
    await expect(loadFromHost('listing/PropertyPreview', undefined)).rejects.toThrow(
      'not registered',
    );
  });

  it("fails on the shell's stand-in module for a failed load, and on nothing", async () => {
    const failed = {
      [Symbol.for('shell.remoteLoadFailed')]: new Error('offline'),
      default: () => null,
    };
    await expect(
      loadFromHost('listing/PropertyPreview', instance(['listing'], failed)),
    ).rejects.toThrow('could not be loaded');
    await expect(
      loadFromHost('listing/PropertyPreview', instance(['listing'], null)),
    ).rejects.toThrow('could not be loaded');
  });
});
