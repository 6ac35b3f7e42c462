// The base rstest config of every browser-side package (shared, the shell, each remote).
import { join } from 'node:path';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig, type ProjectConfig } from '@rstest/core';
import { testReporters } from '../../../scripts/rstest-reporters';

const JSDOM_TESTS = 'src/**/*.jsdom.test.{ts,tsx}';
const KIT_SETUP = join(import.meta.dirname, 'setup.ts');

export type TestConfigOptions = {
  /** The package's name in the test report. */
  name: string;
  /** More setup files of this package, run after the kit's own. */
  setupFiles?: string[];
  /** Per-test timeout in ms (rstest's default is 5 s). */
  testTimeout?: number;
};

/**
 * Tests in happy-dom, and `*.jsdom.test.tsx` files in jsdom: DOMPurify does not sanitise
 * correctly on happy-dom's DOM (cure53/DOMPurify#1457), so tests that prove sanitising use jsdom.
 */
export function defineTestConfig({ name, setupFiles = [], testTimeout }: TestConfigOptions) {
  const common: ProjectConfig = {
    plugins: [pluginReact()],
    setupFiles: [KIT_SETUP, ...setupFiles],
    ...(testTimeout ? { testTimeout } : {}),
  };
  return defineConfig({
    ...testReporters(),
    projects: [
      {
        ...common,
        name,
        testEnvironment: 'happy-dom',
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: ['**/node_modules/**', '**/dist/**', JSDOM_TESTS],
      },
      { ...common, name: `${name}-jsdom`, testEnvironment: 'jsdom', include: [JSDOM_TESTS] },
    ],
  });
}
