import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, extname, join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  defineConfig,
  type EnvironmentConfig,
  mergeRsbuildConfig,
  type RsbuildConfig,
  type RsbuildPlugin,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import usedExports from './federation.used-exports.json' with { type: 'json' };
import { missingExports } from './scripts/lib/used-exports';
// The registry has no imports of its own; build tools read it by path, app code as `shared/remotes`.
import { containerName, portVariable, REMOTES, type RemoteName } from './shared/src/remotes/index';

/**
 * `shared` subpaths that are not shares: the test kit and the server renderer never reach a
 * browser bundle, and the remote registry (constants, no state) is read by the shell's entry
 * before its async boundary, where a share cannot load yet. Modules without state (contracts,
 * vocabulary, formatters, a media-query hook, the frame around another remote's view, the
 * saved-search name field) gain nothing from being one instance: as shares each costs the shell's
 * entry a share-map record and its own chunk on the first load, so each app bundles the few it
 * uses.
 */
const STATELESS_SUBPATHS = [
  'shared/vocabulary',
  'shared/format',
  'shared/ui/useMediaQuery',
  'shared/ui/useReferenceList',
  'shared/ui/SearchNameField',
  'shared/i18n/languages',
  'shared/remotes/host',
  'shared/remotes/RemoteView',
];
const SERVER_RENDERER = 'shared/ssr/server';
const notShared = (subpath: string) =>
  subpath === 'shared/testing' ||
  subpath.startsWith('shared/testing/') ||
  subpath.startsWith('shared/contracts/') ||
  STATELESS_SUBPATHS.includes(subpath) ||
  subpath === SERVER_RENDERER ||
  subpath === 'shared/remotes';

/**
 * Subpaths of the `shared` workspace package, read from its `exports` (MF matches shares by
 * import specifier): `"./auth"` is `shared/auth`; a wildcard like `"./contracts/*":
 * "./src/contracts/*.ts"` is one share per file of that folder (`shared/contracts/listings`, ...).
 * An app provides only the ones it imports, so a subpath costs nothing where it is not used.
 */
export function sharedSubpaths(sharedDir = join(import.meta.dirname, 'shared')): string[] {
  const manifest = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { default: string }>;
  };
  const subpaths: string[] = [];
  for (const [key, conditions] of Object.entries(manifest.exports)) {
    // The sources (`default`); the api's built output alone uses `built` (shared/rslib.config.ts).
    const target = typeof conditions === 'string' ? conditions : conditions.default;
    const name = `shared/${key.slice(2)}`;
    if (!key.includes('*')) {
      subpaths.push(name);
      continue;
    }
    const [targetPrefix = '', targetSuffix = ''] = target.split('*');
    const folder = join(sharedDir, targetPrefix);
    for (const file of readdirSync(folder)) {
      if (!file.endsWith(targetSuffix) || /\.test\.tsx?$/.test(file)) continue;
      subpaths.push(name.replace('*', file.slice(0, -targetSuffix.length)));
    }
  }
  return subpaths.filter((subpath) => !notShared(subpath)).sort();
}

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'effector',
  'effector-react',
  'react-hot-toast',
  'wretch',
  // One i18n instance for the page (shared/i18n loads it on demand; the shell and every remote use it).
  'i18next',
] as const;

/**
 * Fluent is shared by the packages that hold its run-time state, not by the
 * `@fluentui/react-components` barrel: one theme/portal context (react-shared-contexts), one
 * Griffel renderer and class lookup table (@griffel/*), one id prefix/SSR context
 * (react-utilities). Tabster keeps one instance per window by itself, so react-tabster is not
 * shared and stays tree-shaken. Component code then stays ordinary, tree-shaken and
 * code-split per app. Sharing the barrel makes one monolithic module of every export any app
 * uses, all of it on the first paint: 173 KB gzip for this workspace's list, against 200 KB for
 * the whole first load (measured; see e2e/bench/README.md).
 */
const FLUENT_RUNTIME_PACKAGES = [
  '@fluentui/react-shared-contexts',
  '@fluentui/react-utilities',
  '@griffel/react',
  '@griffel/core',
] as const;

/** Shares whose provided copy is cut down to the exports the whole workspace imports. */
const TREE_SHAKEN: Partial<Record<string, readonly string[]>> = usedExports;

export interface AppOptions {
  /** Federation container name (also the remote's key in /remotes.json). */
  name: string;
  /** Directory of the app (pass `import.meta.dirname`). */
  root: string;
  /** Environment variable that overrides the dev/preview port. */
  portEnv: string;
  defaultPort: number;
  /** Exposed modules: `{ './ListingPage': './src/exposed/ListingPage.tsx' }`. */
  exposes?: Record<string, string>;
  /**
   * The app's server entry (`./src/server.ts`), built for Node beside the browser build into
   * `dist/server/`: a remote's is exposed as `./server` by a Node federation container
   * (`remoteEntry.js`), which the api's renderer loads from the remote's registry URL; the
   * shell's is the renderer's host (`renderPage.js`), sharing its React, router, effector,
   * Fluent and `shared` with the remotes it loads.
   */
  serverEntry?: string;
  /** Extra Rsbuild settings merged over the defaults (entry, html, ...). */
  extra?: RsbuildConfig;
}

function readVersion(packageDir: string): string {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return (manifest as { version: string }).version;
}

/**
 * The federation runtime is injected from its CommonJS build, which cannot be tree-shaken;
 * point it at the ES module build so the bundler drops what the browser never runs.
 */
function esmFederationRuntime(): Record<string, string> {
  const enhanced = realpathSync(
    join(import.meta.dirname, 'node_modules', '@module-federation', 'enhanced'),
  );
  const store = dirname(dirname(enhanced));
  const bundlerRuntime = realpathSync(join(store, '@module-federation', 'webpack-bundler-runtime'));
  const runtime = realpathSync(
    join(dirname(dirname(bundlerRuntime)), '@module-federation', 'runtime'),
  );
  const injectRuntimeCore = realpathSync(
    join(dirname(enhanced), 'inject-external-runtime-core-plugin'),
  );
  return {
    [join(bundlerRuntime, 'dist', 'index.cjs')]: join(bundlerRuntime, 'dist', 'index.js'),
    [join(runtime, 'dist', 'index.cjs')]: join(runtime, 'dist', 'index.js'),
    [join(injectRuntimeCore, 'dist', 'index.cjs')]: join(injectRuntimeCore, 'dist', 'index.js'),
  };
}

/**
 * react-router's cookie helpers (`createCookie`, sessions, `Set-Cookie` merging) serve its own
 * server runtime, which no app here uses: the api sets and reads cookies itself. Its shared copy
 * still imports both packages (the federation share keeps the imports though no kept export calls
 * them): 1.6 KB gzip on the first load of `/` (bench:bytes). An empty module each in their place;
 * nothing else in the apps imports them (`pnpm why -r cookie`).
 */
const SERVER_ONLY_COOKIE_HELPERS = { cookie$: false, 'set-cookie-parser$': false } as const;

/** Real directory of a package as seen from `fromDir` (pnpm: a direct dependency's store folder). */
function packageDir(fromDir: string, pkg: string): string {
  return realpathSync(join(fromDir, 'node_modules', pkg));
}

/** Fluent's internal packages are not app dependencies: find them beside the barrel in the store. */
function fluentRuntimeDirs(root: string): Record<string, string> {
  const storeModules = dirname(dirname(packageDir(root, '@fluentui/react-components')));
  const dirs: Record<string, string> = {};
  for (const pkg of FLUENT_RUNTIME_PACKAGES) {
    dirs[pkg] =
      pkg === '@griffel/core'
        ? realpathSync(join(dirname(realpathSync(join(storeModules, '@griffel/react'))), 'core'))
        : realpathSync(join(storeModules, pkg));
  }
  return dirs;
}

/**
 * The version of `shared` the build declares for its shares (each `shared/*` share is that
 * version and requires `^` it): shared/package.json's, or `BUILD_AS_SHARED_VERSION` (x.y.z). That
 * variable is for the version-skew e2e only, which builds a remote as if it had been built against
 * an older or newer `shared` (e2e/version-skew.test.ts); a release never sets it.
 */
function sharedVersionDeclared(packageVersion: string): string {
  const override = process.env.BUILD_AS_SHARED_VERSION;
  if (override === undefined || override === '') return packageVersion;
  if (!/^\d+\.\d+\.\d+$/.test(override)) {
    throw new Error(
      `BUILD_AS_SHARED_VERSION=${override} is not a version like 1.0.0. Unset it for a real build.`,
    );
  }
  return override;
}

/**
 * The shares of the browser build (`treeShake`: cut to the workspace's used exports), or of the
 * server build (`forServer`), which adds the server renderer's module (its one jsdom window).
 */
function sharedConfig(root: string, treeShake: boolean, forServer = false) {
  const shared: Record<string, object> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = readVersion(packageDir(root, pkg));
    const list = TREE_SHAKEN[pkg];
    shared[pkg] = {
      singleton: true,
      requiredVersion: `^${version}`,
      ...(treeShake && list
        ? { treeShaking: { mode: 'runtime-infer', usedExports: [...list] } }
        : {}),
    };
  }
  for (const [pkg, dir] of Object.entries(fluentRuntimeDirs(root))) {
    const version = readVersion(dir);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version, import: dir };
  }
  const sharedVersion = sharedVersionDeclared(readVersion(packageDir(root, 'shared')));
  for (const subpath of [...sharedSubpaths(), ...(forServer ? [SERVER_RENDERER] : [])]) {
    shared[subpath] = {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
    };
  }
  return shared;
}

/** A name missing from the list would be missing from the shell's copy: fail the build, not the page. */
function assertUsedExportsListed(root: string): void {
  const missing = missingExports(join(root, 'src'), TREE_SHAKEN as Record<string, string[]>);
  if (missing.length > 0) {
    throw new Error(
      `federation.used-exports.json lacks ${missing.join(', ')}. ` +
        'Run: node --import tsx scripts/federation-used-exports.ts',
    );
  }
}

export function readPort(portEnv: string, defaultPort: number): number {
  const raw = process.env[portEnv];
  if (raw === undefined || raw === '') return defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${portEnv}=${raw} is not a valid port number (0-65535).`);
  }
  return port;
}

/** Fails before Rsbuild starts, naming the variable to change. */
async function assertPortFree(port: number, portEnv: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const hint = `Port ${port} is already in use. Stop the program using it or set ${portEnv} to a free port (e.g. ${portEnv}=${port + 100}).`;
      reject(new Error(error.code === 'EADDRINUSE' ? hint : `${hint} (${error.message})`));
    });
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Where an app's server build goes, inside its dist (a remote's server entry: its URL beside the manifest). */
export const SERVER_DIST = 'server';

/**
 * The Node build of an app's server entry (see AppOptions.serverEntry): a federation container
 * in CommonJS whose chunks the host fetches over HTTP from beside its `remoteEntry.js`, or, for the
 * shell, the host itself. Packages outside the shares stay in the bundle, except jsdom (a Node
 * package the renderers create a window with), which the render worker provides.
 */
function serverEnvironment(
  name: string,
  root: string,
  isRemote: boolean,
  serverEntry: string,
): { environment: EnvironmentConfig; plugins: RsbuildPlugin[] } {
  return {
    environment: {
      source: { entry: isRemote ? {} : { renderPage: serverEntry } },
      output: { target: 'node', externals: ['jsdom'], minify: false },
      // A remote's server build is its federation container alone (no app entry).
      tools: {
        htmlPlugin: false,
        ...(isRemote
          ? {
              rspack: (config) => {
                config.entry = {};
              },
            }
          : {}),
      },
    },
    plugins: [
      serverFolder(),
      pluginModuleFederation(
        {
          name,
          ...(isRemote ? { exposes: { './server': serverEntry }, filename: 'remoteEntry.js' } : {}),
          shared: sharedConfig(root, false, true),
          dts: false,
          manifest: false,
          shareStrategy: 'loaded-first',
        },
        { target: 'node', environment: 'node' },
      ),
    ],
  };
}

/**
 * The server build goes into `server/` of wherever the browser build goes (`dist/`, or a deploy's
 * `--dist-path`), and is CommonJS inside packages of `"type": "module"`: its folder says so.
 */
const serverFolder = (): RsbuildPlugin => ({
  name: 'app:server-folder',
  setup(api) {
    api.modifyRsbuildConfig((config) => {
      const node = config.environments?.node;
      if (!node) return;
      const distPath = config.output?.distPath;
      const root = (typeof distPath === 'string' ? distPath : distPath?.root) ?? 'dist';
      node.output = { ...node.output, distPath: { root: join(root, SERVER_DIST) } };
    });
    api.processAssets(
      { stage: 'additional', environments: ['node'] },
      ({ compilation, sources }) => {
        compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
      },
    );
  },
});

export function defineApp(options: AppOptions) {
  const { name, root, portEnv, defaultPort, exposes, serverEntry, extra = {} } = options;
  const isRemote = exposes !== undefined;
  return defineConfig(async ({ command }) => {
    const port = readPort(portEnv, defaultPort);
    if (command === 'dev' || command === 'preview') await assertPortFree(port, portEnv);
    const production = command === 'build';
    if (production) assertUsedExportsListed(root);
    const server =
      production && serverEntry ? serverEnvironment(name, root, isRemote, serverEntry) : undefined;
    const config: RsbuildConfig = {
      root,
      ...(server ? { environments: { web: {}, node: server.environment } } : {}),
      plugins: [
        pluginReact(),
        ...(server?.plugins ?? []),
        pluginModuleFederation({
          name,
          ...(isRemote ? { exposes, filename: 'remoteEntry.js' } : {}),
          shared: sharedConfig(root, production),
          dts: false,
          // 'version-first' loads every registered remote's entry to compare versions as soon as
          // one remote loads; with one version of each share in the workspace, the page's own
          // (already loaded) copy is the right one, and /admin/* must not fetch other remotes.
          shareStrategy: 'loaded-first',
          experiments: {
            optimization: {
              target: 'web',
              ...(isRemote ? { disableRemote: true } : {}),
            },
            // One federation runtime per page: the shell publishes its runtime-core and a built
            // remote uses it instead of carrying its own (-10 KB gzip per remoteEntry.js). A
            // remote run alone in dev keeps its own, having no shell to borrow from.
            ...(isRemote
              ? production
                ? { externalRuntime: true }
                : {}
              : { provideExternalRuntime: true }),
          },
        }),
      ],
      server: {
        port,
        strictPort: true,
        cors: isRemote,
        proxy: {
          '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true },
        },
        historyApiFallback: true,
      },
      output: {
        distPath: { root: 'dist' },
        cleanDistPath: true,
        ...(process.env.BUILD_ANALYZE ? { minify: false } : {}),
        ...(isRemote ? { assetPrefix: 'auto' } : {}),
      },
      // Absolute in dev: the shell loads it cross-origin, and its own page (run alone) may sit
      // at a deep path like /admin/login where 'auto' would resolve against that path.
      dev: isRemote ? { assetPrefix: `http://localhost:${port}/` } : {},
      html: {
        title: 'PropertyMarket',
        // A remote's own page (run alone) lives at deep paths like /admin/login; its script URLs
        // are relative because of assetPrefix 'auto', so anchor them at the root.
        ...(isRemote
          ? { tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }] }
          : {}),
      },
      resolve: { alias: { ...esmFederationRuntime(), ...SERVER_ONLY_COOKIE_HELPERS } },
      tools: {
        // A built remote borrows the shell's federation runtime, so its own page could not
        // start: only `dev` serves a remote alone; its build is remoteEntry.js and chunks.
        ...(isRemote && production ? { htmlPlugin: false } : {}),
        // BUILD_ANALYZE=1: readable output with module paths, for finding what makes a chunk heavy.
        ...(process.env.BUILD_ANALYZE
          ? { rspack: { optimization: { moduleIds: 'named', chunkIds: 'named' } } }
          : {}),
      },
    };
    return mergeRsbuildConfig(config, extra);
  });
}

/**
 * A remote's exposed modules are the files of its `src/exposed/` folder, one each:
 * `src/exposed/ListingPage.tsx` is `./ListingPage`.
 */
export function exposedModules(root: string): Record<string, string> {
  const folder = join(root, 'src', 'exposed');
  const exposes: Record<string, string> = {};
  for (const file of readdirSync(folder).sort()) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    exposes[`./${basename(file, extname(file))}`] = `./src/exposed/${file}`;
  }
  return exposes;
}

/** A remote's config: its port from the registry (shared/src/remotes), its exposes from its folder. */
export function defineRemote(name: RemoteName, root: string, extra?: RsbuildConfig) {
  const serverEntry = './src/server.ts';
  return defineApp({
    name: containerName(name),
    root,
    portEnv: portVariable(name),
    defaultPort: REMOTES[name].port,
    exposes: exposedModules(root),
    ...(existsSync(join(root, serverEntry)) ? { serverEntry } : {}),
    ...(extra ? { extra } : {}),
  });
}
