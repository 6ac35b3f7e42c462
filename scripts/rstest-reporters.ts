import type { RstestConfig } from '@rstest/core';

/**
 * Reporters every package's rstest config uses. The root test runner sets
 * RSTEST_JSON so it can add up the results of every suite into one
 * `N passed, N failed` line (rstest's own summary is not in that form).
 */
export function testReporters(): Pick<RstestConfig, 'reporters'> {
  const jsonPath = process.env.RSTEST_JSON;
  return { reporters: jsonPath ? ['default', ['json', { outputPath: jsonPath }]] : ['default'] };
}
