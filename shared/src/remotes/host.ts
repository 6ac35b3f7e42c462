/** The part of a Module Federation runtime instance the loaders use. */
export type FederationInstance = {
  options?: { remotes?: { name: string; alias?: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
};

type FederationGlobal = { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } };

/** The shell's loader answers a failed load with a harmless module marked with this symbol. */
const LOAD_FAILED = Symbol.for('shell.remoteLoadFailed');
const TIMEOUT_MS = 20_000;

/**
 * The page's federation host for `remote`: the runtime instance that registered it (the shell
 * registers every remote of /remotes.json at start). A remote's own runtime instance knows no
 * other remote, so a remote that shows another remote's module loads it through the host.
 */
export function federationHost(
  remote: string,
  global: FederationGlobal = globalThis as never,
): FederationInstance | undefined {
  return global.__FEDERATION__?.__INSTANCES__?.find((instance) =>
    instance.options?.remotes?.some((entry) => entry.name === remote || entry.alias === remote),
  );
}

/**
 * Loads another remote's exposed component module (`listing/PropertyCard`) through the host; a
 * missing host, a failed or empty load and a load slower than 20 s all reject, so the caller can
 * show its fallback.
 */
export async function loadFromHost<Module extends { default: unknown }>(
  moduleId: string,
  host: FederationInstance | undefined,
): Promise<Module> {
  if (!host) throw new Error(`The remote of ${moduleId} is not registered on this page.`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${moduleId} timed out.`)), TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([
      host.loadRemote<Record<PropertyKey, unknown>>(moduleId),
      timeout,
    ]);
    if (!loaded || LOAD_FAILED in loaded || typeof loaded.default !== 'function') {
      throw new Error(`${moduleId} could not be loaded.`);
    }
    return loaded as unknown as Module;
  } finally {
    clearTimeout(timer);
  }
}
