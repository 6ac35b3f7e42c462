import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { repoRoot } from '../../src/config';

type Exports = Record<string, string | Record<string, string>>;

/** Every file under `dir` that ends in `.ts` (not a test). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The `exports` key a specifier like `shared/contracts/listings` resolves through. */
function exportKey(exports: Exports, specifier: string): string | undefined {
  const subpath = `./${specifier.slice('shared/'.length)}`;
  if (subpath in exports) return subpath;
  return Object.keys(exports).find(
    (key) => key.endsWith('/*') && subpath.startsWith(key.slice(0, -1)),
  );
}

describe('the api built output', () => {
  it("resolves every `shared` module it imports at run time to shared's build", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'),
    ) as { exports: Exports };
    // Value imports only: `import type` is erased from the build.
    const runtimeImport = /^import (?!type )[^;]*? from '(shared\/[^']+)';/gm;
    const missing = new Set<string>();
    const seen = new Set<string>();
    for (const file of sources(path.join(repoRoot, 'api', 'src'))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(runtimeImport)) {
        if (!specifier) continue;
        seen.add(specifier);
        const key = exportKey(manifest.exports, specifier);
        const target = key ? manifest.exports[key] : undefined;
        if (typeof target !== 'object' || !target.built) missing.add(specifier);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    // Add a `built` condition for these in shared/package.json (see shared/README.md).
    expect([...missing]).toEqual([]);
  });
});
