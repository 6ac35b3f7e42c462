/** What the browser benches share to summarise runs, write bench-results/ and end over budget. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../support/paths';

/** The middle value (the mean of the middle two for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Writes `bench-results/<name>.json` (git-ignored) at the workspace root, indented by 2. */
export function writeBenchResults(name: string, results: unknown) {
  const outDir = join(workspaceRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
}

/** Prints the failures (or that all is within budget) and makes the process exit 1 on any. */
export function reportBudget(failures: string[]) {
  if (failures.length > 0) {
    console.log(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nWithin budget.');
  }
}
