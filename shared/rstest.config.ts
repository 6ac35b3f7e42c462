import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';
import { testReporters } from '../scripts/rstest-reporters';

export default defineConfig({
  ...testReporters(),
  plugins: [pluginReact()],
  testEnvironment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['**/node_modules/**', '**/dist/**'],
  setupFiles: ['./src/test/setup.ts'],
});
