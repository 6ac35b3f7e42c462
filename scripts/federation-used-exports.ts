/**
 * Writes federation.used-exports.json: for each tree-shaken federated share, every export any
 * app (shell, remotes, shared) imports. The provider's copy keeps only these exports, and every
 * remote uses the shell's copy, so a missing name breaks a remote at run time.
 *   node --import tsx scripts/federation-used-exports.ts           (write)
 *   node --import tsx scripts/federation-used-exports.ts --check   (CI: exit 1 when stale)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { collectUsedExports, USED_EXPORTS_PATH } from './lib/used-exports.ts';

const outputPath = USED_EXPORTS_PATH;
const root = process.cwd();
const expected = `${JSON.stringify(collectUsedExports(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  const current = readFileSync(outputPath, 'utf8');
  if (JSON.stringify(JSON.parse(current)) !== JSON.stringify(JSON.parse(expected))) {
    console.error(
      'federation.used-exports.json is stale: an app imports an export the shared copy lacks.\n' +
        'Run: node --import tsx scripts/federation-used-exports.ts',
    );
    process.exit(1);
  }
  console.log('federation.used-exports.json covers every import.');
} else {
  writeFileSync(outputPath, expected);
  console.log(`wrote ${relative(root, outputPath)}`);
}
