import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';
import { testReporters } from '../scripts/rstest-reporters';

const JSDOM_TESTS = 'src/**/*.jsdom.test.{ts,tsx}';

export default defineConfig({
  ...testReporters(),
  projects: [
    {
      name: 'shell',
      plugins: [pluginReact()],
      testEnvironment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/dist/**', JSDOM_TESTS],
      setupFiles: ['./src/test/setup.ts'],
    },
    {
      // DOMPurify does not sanitise correctly on happy-dom's DOM (cure53/DOMPurify#1457),
      // so tests that prove sanitising run on jsdom.
      name: 'shell-jsdom',
      plugins: [pluginReact()],
      testEnvironment: 'jsdom',
      include: [JSDOM_TESTS],
      setupFiles: ['./src/test/setup.ts'],
    },
  ],
});
