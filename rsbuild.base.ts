import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import usedExports from './federation.used-exports.json' with { type: 'json' };

/** Subpaths of the `shared` workspace package; MF matches shares by import specifier. */
export const SHARED_SUBPATHS = [
  'shared/auth',
  'shared/http',
  'shared/contracts',
  'shared/format',
  'shared/ui/theme',
] as const;

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'effector',
  'effector-react',
  '@fluentui/react-components',
  'react-hot-toast',
  'wretch',
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
  /** Extra Rsbuild settings merged over the defaults (entry, html, ...). */
  extra?: RsbuildConfig;
}

function readVersion(root: string, pkg: string): string {
  const manifestPath = join(root, 'node_modules', pkg, 'package.json');
  const { version } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
  return version;
}

function sharedConfig(root: string, treeShake: boolean) {
  const shared: Record<string, object> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = readVersion(root, pkg);
    const list = TREE_SHAKEN[pkg];
    shared[pkg] = {
      singleton: true,
      requiredVersion: `^${version}`,
      ...(treeShake && list
        ? { treeShaking: { mode: 'runtime-infer', usedExports: [...list] } }
        : {}),
    };
  }
  const sharedVersion = readVersion(root, 'shared');
  for (const subpath of SHARED_SUBPATHS) {
    shared[subpath] = {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
    };
  }
  return shared;
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

export function defineApp(options: AppOptions) {
  const { name, root, portEnv, defaultPort, exposes, extra = {} } = options;
  const isRemote = exposes !== undefined;
  return defineConfig(async ({ command, envMode }) => {
    const port = readPort(portEnv, defaultPort);
    if (command === 'dev' || command === 'preview') await assertPortFree(port, portEnv);
    const production = envMode === 'production';
    const config: RsbuildConfig = {
      root,
      plugins: [
        pluginReact(),
        pluginModuleFederation({
          name,
          ...(isRemote ? { exposes, filename: 'remoteEntry.js' } : {}),
          shared: sharedConfig(root, production),
          dts: false,
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
        ...(isRemote ? { assetPrefix: 'auto' } : {}),
      },
      dev: isRemote ? { assetPrefix: 'auto' } : {},
      html: { title: 'PropertyMarket' },
    };
    return mergeRsbuildConfig(config, extra);
  });
}
