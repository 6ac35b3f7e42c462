// The boundaries Biome cannot express, run by `pnpm lint` after `biome check`: one name for a
// page file. (Imports across apps and file-name cases are Biome's: see biome.json's overrides.)
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const APP_SOURCES = ['shell/src', 'shared/src', 'remotes'];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** A page is `page.tsx` (tests beside it `page.test.tsx`); `view.tsx` names a feature's view. */
export function pageFileProblems(root: string): string[] {
  const problems: string[] = [];
  for (const base of APP_SOURCES) {
    let all: string[];
    try {
      all = [...files(join(root, base))];
    } catch {
      continue;
    }
    for (const file of all) {
      const path = relative(root, file).split(sep).join('/');
      const name = path.slice(path.lastIndexOf('/') + 1);
      if (path.includes('/pages/') && /^view\.(.+\.)?tsx?$/.test(name)) {
        problems.push(`${path}: a page file is named page.tsx (one name for a page file)`);
      }
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = pageFileProblems(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('check-boundaries: every page file is page.tsx.');
}
