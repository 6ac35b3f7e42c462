// Proves the boundaries `pnpm lint` enforces: Biome (biome.json) and check-boundaries.ts run over
// a throw-away tree laid out like the workspace, with one deliberate violation per rule.
// Run: node --import tsx --test scripts/lint-boundaries.test.ts (scripts/test.ts runs it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pageFileProblems } from './check-boundaries.ts';

const root = join(import.meta.dirname, '..');
let fixture = '';
let output = '';

const FILES: Record<string, string> = {
  'remotes/listing/src/importsShell.ts': "export { a } from '../../../shell/src/lib/brand';\n",
  'remotes/listing/src/importsAdmin.ts': "export { b } from '../../admin/src/login/model';\n",
  'remotes/listing/src/importsShellPackage.ts': "export { c } from 'shell/src/lib/brand';\n",
  'shell/src/importsRemote.ts': "export { d } from '../../remotes/listing/src/search/page';\n",
  'api/src/imports-shared-src.ts': "export { e } from 'shared/src/auth';\n",
  'shell/src/importsSharedRelative.ts': "export { f } from '../../shared/src/auth/index';\n",
  'shared/src/auth/kebab-name.ts': 'export const g = 1;\n',
  'api/src/routes/camelName.ts': 'export const h = 1;\n',
  'shell/src/pages/home/view.tsx': 'export const i = 1;\n',
  // Allowed: package subpaths, imports inside the app, a kebab-case api file, a page.tsx.
  'remotes/listing/src/fine.ts':
    "export { j } from 'shared/auth';\nexport { k } from './search/page';\n",
  'shell/src/remotes/fine.ts': "export { l } from '../remotes/names';\n",
  'remotes/admin/src/login/fine.ts': "export { o } from '../dashboard/AdminSummary';\n",
  'api/src/routes/fine-name.ts': "export { m } from 'shared/contracts/listings';\n",
  'shell/src/pages/about/page.tsx': 'export const n = 1;\n',
};

/** The diagnostics Biome prints for one file, e.g. 'lint/style/noRestrictedImports'. */
function rulesFor(path: string): string[] {
  const pattern = new RegExp(`^${path.replaceAll('.', '\\.')}(?::\\d+:\\d+)? (lint/[\\w/]+)`, 'gm');
  return [...output.matchAll(pattern)].map((match) => match[1] ?? '');
}

before(() => {
  fixture = mkdtempSync(join(tmpdir(), 'boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  config.$schema = undefined;
  writeFileSync(join(fixture, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  const biome = join(root, 'node_modules', '.bin', 'biome');
  const run = spawnSync(biome, ['lint', '--max-diagnostics=none', '--colors=off', '.'], {
    cwd: fixture,
    encoding: 'utf8',
  });
  output = `${run.stdout}${run.stderr}`;
});

after(() => rmSync(fixture, { recursive: true, force: true }));

describe('boundaries in pnpm lint', () => {
  it('a remote imports no shell code (by path or package) and no other remote', () => {
    for (const file of [
      'remotes/listing/src/importsShell.ts',
      'remotes/listing/src/importsAdmin.ts',
      'remotes/listing/src/importsShellPackage.ts',
    ]) {
      assert.deepEqual(rulesFor(file), ['lint/style/noRestrictedImports'], file);
    }
    assert.match(output, /A remote imports no other remote and no shell code/);
  });

  it("the shell imports no remote's source", () => {
    assert.deepEqual(rulesFor('shell/src/importsRemote.ts'), ['lint/style/noRestrictedImports']);
    assert.match(output, /The shell reaches a remote only through Module Federation/);
  });

  it('nothing imports shared/src deep paths or relative paths into shared', () => {
    assert.deepEqual(rulesFor('api/src/imports-shared-src.ts'), ['lint/style/noRestrictedImports']);
    assert.deepEqual(rulesFor('shell/src/importsSharedRelative.ts'), [
      'lint/style/noRestrictedImports',
    ]);
    assert.match(output, /Import shared by its package subpaths/);
  });

  it('file names follow the convention: camelCase or PascalCase in apps, kebab-case in the api', () => {
    assert.deepEqual(rulesFor('shared/src/auth/kebab-name.ts'), [
      'lint/style/useFilenamingConvention',
    ]);
    assert.deepEqual(rulesFor('api/src/routes/camelName.ts'), [
      'lint/style/useFilenamingConvention',
    ]);
  });

  it('reports nothing on allowed imports and names', () => {
    for (const file of [
      'remotes/listing/src/fine.ts',
      'shell/src/remotes/fine.ts',
      'remotes/admin/src/login/fine.ts',
      'api/src/routes/fine-name.ts',
      'shell/src/pages/about/page.tsx',
    ]) {
      assert.deepEqual(rulesFor(file), [], file);
    }
  });

  it('one name for a page file', () => {
    assert.deepEqual(pageFileProblems(fixture), [
      'shell/src/pages/home/view.tsx: a page file is named page.tsx (one name for a page file)',
    ]);
    assert.deepEqual(pageFileProblems(root), []);
  });
});
