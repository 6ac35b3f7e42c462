import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';
import { testReporters } from '../../scripts/rstest-reporters';

const JSDOM_TESTS = 'src/**/*.jsdom.test.{ts,tsx}';
/** The filter panel renders ~50 Fluent controls: on a busy 2-core machine 5 s is too tight. */
const TEST_TIMEOUT_MS = 30_000;

export default defineConfig({
  ...testReporters(),
  projects: [
    {
      name: 'listing',
      plugins: [pluginReact()],
      testEnvironment: 'happy-dom',
      testTimeout: TEST_TIMEOUT_MS,
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/dist/**', JSDOM_TESTS],
      setupFiles: ['./src/test/setup.ts'],
    },
    {
      // DOMPurify does not sanitise correctly on happy-dom's DOM (cure53/DOMPurify#1457):
      // the tests that prove sanitising run on jsdom.
      name: 'listing-jsdom',
      plugins: [pluginReact()],
      testEnvironment: 'jsdom',
      testTimeout: TEST_TIMEOUT_MS,
      include: [JSDOM_TESTS],
      setupFiles: ['./src/test/setup.ts'],
    },
  ],
});
