/** Finds what the workspace imports from federated shares that are tree-shaken. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
export const USED_EXPORTS_PATH = join(root, 'federation.used-exports.json');
export const TREE_SHAKEN_SHARES = ['react-router-dom'];
const SOURCE_DIRS = [
  'shell/src',
  'shared/src',
  ...listRemotes().map((name) => `remotes/${name}/src`),
];
// Server entries (shell/src/server, a remote's src/server.ts) never reach the browser's shares.
const SKIP =
  /(\.test\.tsx?$|\/test\/|\/testing\/|\/server\/|\/server\.tsx?$|\/node_modules\/|\/dist\/)/;

function listRemotes(): string[] {
  return readdirSync(join(root, 'remotes')).filter((name) =>
    statSync(join(root, 'remotes', name)).isDirectory(),
  );
}

export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (SKIP.test(`${full}/`) && statSync(full).isDirectory()) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(tsx?|jsx?)$/.test(entry) && !SKIP.test(full)) files.push(full);
    }
  };
  walk(dir.startsWith('/') ? dir : join(root, dir));
  return files;
}

/** Value names imported or re-exported from `pkg` in one file (type-only imports excluded). */
export function importedNames(source: string, pkg: string, file = '<source>'): string[] {
  const quoted = pkg.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&');
  if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${quoted}['"]`).test(source)) {
    throw new Error(`${file}: namespace import of ${pkg}; use named imports (it is tree-shaken).`);
  }
  const statement = new RegExp(
    `(import|export)\\s+(type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s+['"]${quoted}['"]`,
    'g',
  );
  const names: string[] = [];
  for (const match of source.matchAll(statement)) {
    if (match[2]) continue;
    for (const specifier of (match[3] ?? '').split(',')) {
      const trimmed = specifier.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue;
      const name = trimmed.split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** Names `dir`'s sources import from each tree-shaken share that `list` lacks. */
export function missingExports(dir: string, list: Record<string, readonly string[]>): string[] {
  const missing = new Set<string>();
  for (const file of sourceFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    for (const pkg of TREE_SHAKEN_SHARES) {
      if (!source.includes(pkg)) continue;
      for (const name of importedNames(source, pkg, relative(root, file))) {
        if (!list[pkg]?.includes(name)) missing.add(`${pkg}:${name}`);
      }
    }
  }
  return [...missing];
}

export function collectUsedExports(): Record<string, string[]> {
  const used: Record<string, Set<string>> = {};
  for (const pkg of TREE_SHAKEN_SHARES) used[pkg] = new Set();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(dir)) {
      const source = readFileSync(file, 'utf8');
      for (const pkg of TREE_SHAKEN_SHARES) {
        if (!source.includes(pkg)) continue;
        for (const name of importedNames(source, pkg, relative(root, file))) used[pkg]?.add(name);
      }
    }
  }
  return Object.fromEntries(Object.entries(used).map(([pkg, names]) => [pkg, [...names].sort()]));
}
