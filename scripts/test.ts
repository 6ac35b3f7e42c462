// `pnpm test` (and CI): every check of the workspace, ending with one
// `N passed, N failed` line. Each rstest suite writes a JSON report that is
// added up here; lint, typecheck, build and byte budget count as one check each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestPostgres, type TestPostgres } from './lib/postgres';
import { ensureSystemPackages } from './lib/system-packages';

const root = join(import.meta.dirname, '..');
const reportDir = join(root, 'test-results');

interface Tally {
  passed: number;
  failed: number;
  failures: string[];
}
const tally: Tally = { passed: 0, failed: 0, failures: [] };

function run(args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n▶ pnpm ${args.join(' ')}`);
  const result = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function check(name: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const ok = run(args, env) === 0;
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    tally.failures.push(name);
  }
  return ok;
}

interface RstestReport {
  summary: { passedTests: number; failedTests: number; failedFiles: number };
  unhandledErrors: unknown[];
}

function suite(name: string, filter: string, env: NodeJS.ProcessEnv = {}): void {
  const reportPath = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const status = run(['--filter', filter, 'test'], { ...env, RSTEST_JSON: reportPath });
  if (!existsSync(reportPath)) {
    tally.failed += 1;
    tally.failures.push(`${name}: no report (the runner crashed before reporting)`);
    return;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as RstestReport;
  tally.passed += report.summary.passedTests;
  tally.failed += report.summary.failedTests;
  if (report.summary.failedTests > 0)
    tally.failures.push(`${name}: ${report.summary.failedTests} failed`);
  // A file that crashed outside a test, or an unhandled error, counts as a failure too.
  const extra =
    (report.summary.failedFiles > 0 && report.summary.failedTests === 0 ? 1 : 0) +
    report.unhandledErrors.length +
    (status !== 0 && report.summary.failedTests === 0 ? 1 : 0);
  if (extra > 0) {
    tally.failed += extra;
    tally.failures.push(`${name}: ${extra} file-level or unhandled error(s)`);
  }
}

function packagesWithTests(): string[] {
  const candidates = [
    'shared',
    'shell',
    'remotes/listing',
    'remotes/add-property',
    'remotes/dashboard',
    'remotes/admin',
  ];
  return candidates.filter((dir) => existsSync(join(root, dir, 'rstest.config.ts')));
}

async function main(): Promise<void> {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  ensureSystemPackages();

  check('lint', ['run', 'lint']);
  check('lint catches boundary violations', [
    'exec',
    'node',
    '--import',
    'tsx',
    '--test',
    'scripts/lint-boundaries.test.ts',
  ]);
  check('typecheck', ['run', 'typecheck']);
  check('federation used-exports list', [
    'exec',
    'tsx',
    'scripts/federation-used-exports.ts',
    '--check',
  ]);
  for (const dir of packagesWithTests()) suite(dir, `./${dir}`);

  suite('api on PGlite', './api');
  let postgres: TestPostgres | null = null;
  try {
    postgres = await startTestPostgres();
    suite('api on PostgreSQL', './api', { DATABASE_URL: postgres.url });
  } catch (error) {
    tally.failed += 1;
    tally.failures.push(`api on PostgreSQL: ${(error as Error).message}`);
  } finally {
    postgres?.stop();
  }

  if (check('build', ['run', 'build'])) {
    check('first-load byte budget', ['run', 'bench:bytes']);
    suite('e2e', './e2e');
  }

  console.log('\nFailed:', tally.failures.length ? `\n  ${tally.failures.join('\n  ')}` : 'none');
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log(`${tally.passed} passed, ${tally.failed + 1} failed`);
  process.exit(1);
});
