import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The listing pages as one single app, without Module Federation: only for the
 * federation-cost benchmark (e2e/bench/listing-lcp.ts), which sets LISTING_SINGLE_DIST.
 *   pnpm exec rsbuild build -c rsbuild.single.config.ts
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [pluginReact()],
  source: { entry: { index: './src/single/index.tsx' } },
  output: {
    distPath: { root: process.env.LISTING_SINGLE_DIST ?? 'dist-single' },
    cleanDistPath: true,
  },
  html: { title: 'PropertyMarket' },
});
