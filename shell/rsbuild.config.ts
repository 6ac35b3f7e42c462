import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { overrideVariable, portVariable, REMOTE_NAMES, REMOTES } from 'shared/remotes';
import { defineApp, readPort } from '../rsbuild.base';
import { remoteRoutes } from './src/remotes/routeHints';

type ServerSetup = Extract<
  NonNullable<NonNullable<RsbuildConfig['server']>['setup']>,
  (...args: never[]) => unknown
>;

/**
 * The remote registry `rsbuild dev` and `rsbuild preview` serve: each remote's own dev or
 * preview server, ports from the environment (`pnpm start` serves the production registry).
 */
const localRegistry: ServerSetup = ({ server }) => {
  const registry = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      process.env[overrideVariable(name)] ??
        `http://localhost:${readPort(portVariable(name), REMOTES[name].port)}/mf-manifest.json`,
    ]),
  );
  server.middlewares.use('/remotes.json', (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(registry));
  });
};

/**
 * Emits routes.json (path RegExp -> remote) beside index.html, so the server
 * that sends index.html can preload the manifest of the remote a route needs (see api/src/site).
 */
const pluginRouteManifest = (): RsbuildPlugin => ({
  name: 'shell:route-manifest',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      const routes = remoteRoutes.map(({ route, pattern }) => ({
        pattern: pattern.source,
        remote: route.remote,
      }));
      compilation.emitAsset('routes.json', new sources.RawSource(JSON.stringify(routes)));
    });
  },
});

export default defineApp({
  name: 'shell',
  root: import.meta.dirname,
  portEnv: 'SHELL_PORT',
  defaultPort: 3100,
  serverEntry: './src/server/index.ts',
  extra: {
    server: { setup: localRegistry },
    plugins: [pluginRouteManifest()],
    html: {
      title: 'PropertyMarket',
      meta: { description: 'Buy, sell and rent property in India' },
      // The registry downloads alongside the entry script (a remote route's chain gets one
      // round trip shorter); registry.ts fetches it in the same mode so the browser reuses it.
      tags: [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' },
          head: true,
          append: false,
          publicPath: false,
        },
      ],
    },
  },
});
