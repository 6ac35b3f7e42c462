// The one list of remotes. The shell's build (dev registry) and run time, each remote's build,
// the api's site and the e2e support read it; a remote's exposed modules are the files of its
// `src/exposed/` folder (see rsbuild.base.ts). No imports: the api and the build tools load it too.

/** Each remote's dev/preview port (overridden by `<NAME>_PORT`). */
export const REMOTES = {
  listing: { port: 3101 },
  'add-property': { port: 3102 },
  dashboard: { port: 3103 },
  admin: { port: 3104 },
} as const satisfies Record<string, { port: number }>;

/** Remote names as the registry (/remotes.json), the route table and `remotes/<name>` spell them. */
export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTES, name);

const envName = (name: RemoteName) => name.toUpperCase().replaceAll('-', '_');

/** ADD_PROPERTY_PORT for add-property: the variable that moves its dev/preview server. */
export const portVariable = (name: RemoteName) => `${envName(name)}_PORT`;

/** REMOTE_ADD_PROPERTY_URL for add-property: points the registry at a remote deployed elsewhere. */
export const overrideVariable = (name: RemoteName) => `REMOTE_${envName(name)}_URL`;

/** Federation container names must be identifiers: 'add-property' builds as 'add_property'. */
export const containerName = (remote: string): string => remote.replaceAll('-', '_');
