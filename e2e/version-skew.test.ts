import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildRemoteInto } from '../scripts/lib/deploy-remote';
import { type FolderServer, serveFolder } from '../scripts/lib/serve-folder';
import { liveProductAndBrowser } from './support/live';
import { workspaceRoot } from './support/paths';
import { pointRegistry } from './support/registry';
import { type SharedVersions, sharedVersions } from './support/shared-version';
import { loadedShares } from './support/shares';

// The shell runs this checkout's `shared`; the listing remote is deployed from builds that declare
// another version of it (BUILD_AS_SHARED_VERSION, read by rsbuild.base.ts), as a remote built
// before (or after) a release of `shared` would (shared/README.md, "Versions").
const versions: SharedVersions = sharedVersions(
  JSON.parse(readFileSync(join(workspaceRoot, 'shared', 'package.json'), 'utf8')).version,
);

const work = mkdtempSync(join(tmpdir(), 'pm-version-skew-'));
const registryFile = join(work, 'remotes.json');
const deployed = join(work, 'deployed');
const live = liveProductAndBrowser({ REMOTES_FILE: registryFile });
let folders: FolderServer;

beforeAll(async () => {
  for (const [folder, version] of [
    ['previous-minor', versions.previousMinor],
    ['next-major', versions.nextMajor],
  ] as const) {
    buildRemoteInto('listing', join(deployed, folder), {
      env: { BUILD_AS_SHARED_VERSION: version },
    });
  }
  folders = await serveFolder(deployed);
}, 300_000);

afterAll(async () => {
  await folders?.close();
  rmSync(work, { recursive: true, force: true });
});

async function pointListingAt(folder: string) {
  const manifest = `${folders.origin}/${folder}/mf-manifest.json`;
  await pointRegistry(
    live.product.origin,
    registryFile,
    { listing: manifest },
    { listing: manifest },
  );
}

/** What a deployed build declares for each `shared/*` share (the fixture is what it claims). */
function declaredShares(folder: string): string[] {
  const manifest = JSON.parse(readFileSync(join(deployed, folder, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  return [
    ...new Set(
      manifest.shared
        .filter((share) => share.name.startsWith('shared/'))
        .map((share) => `${share.version} ${share.requiredVersion}`),
    ),
  ];
}

/** Opens the listing page with the listing remote from `folder`; collects errors and warnings. */
async function openListing(folder: string) {
  await pointListingAt(folder);
  const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  const messages: string[] = [];
  const fromFolder: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().startsWith(`${folders.origin}/${folder}/`)) fromFolder.push(request.url());
  });
  await page.goto(`${live.product.origin}/property-listing?listingType=sale`);
  await page.getByRole('heading', { name: 'Properties for sale', exact: true }).waitFor();
  await page.getByRole('list', { name: 'Listings' }).getByRole('article').first().waitFor();
  return { page, errors, messages, fromFolder };
}

/** Shares with state the listing page uses, which the shell provides and loads itself. */
const SHELL_SHARES = [
  'react',
  'effector',
  'shared/auth',
  'shared/http',
  'shared/i18n',
  'shared/navigation',
  'shared/ui/notify',
];

const versionWarnings = (messages: string[]) =>
  messages.filter((text) => text.includes('does not satisfy the requirement'));

describe('version skew between the listing remote and the shell', () => {
  it("a remote built against the previous minor of shared works on the current shell, with one copy of each share: the shell's", async () => {
    expect(declaredShares('previous-minor')).toEqual([
      `${versions.previousMinor} ^${versions.previousMinor}`,
    ]);
    const { page, errors, messages, fromFolder } = await openListing('previous-minor');
    expect(fromFolder.some((url) => url.includes('/previous-minor/static/js/'))).toBe(true);

    // A filter goes through the remote's model and shared/http to the api, and into the URL.
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/listings/search') && response.ok(),
    );
    await page.getByRole('checkbox', { name: '2 BHK' }).check();
    await searched;
    expect(new URL(page.url()).searchParams.get('bhk')).toBe('2');
    // The heart asks shared/auth for a login; the shell, reading the same instance, opens its dialog.
    await page
      .getByRole('button', { name: /^Save .* to favourites$/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Mobile Verification' }).waitFor();

    // One copy of each, and the shell's: the old remote's own copies stay unused.
    const loaded = await loadedShares(page);
    expect(Object.entries(loaded).filter(([, copies]) => copies.length > 1)).toEqual([]);
    for (const share of SHELL_SHARES) {
      expect([share, loaded[share]?.[0]?.split('@')[0]]).toEqual([share, 'shell']);
    }
    expect(loaded['shared/auth']).toEqual([`shell@${versions.current}`]);
    await page.close();
    expect(errors).toEqual([]);
    expect(versionWarnings(messages)).toEqual([]);
  });

  it('a remote built against the next major of shared loads with a federation warning naming the share and the version it needs', async () => {
    expect(declaredShares('next-major')).toEqual([`${versions.nextMajor} ^${versions.nextMajor}`]);
    const { page, errors, messages } = await openListing('next-major');
    // Nothing refuses it: the runtime warns, and the remote runs on the shell's older copies.
    const warnings = versionWarnings(messages);
    expect(warnings).toContainEqual(
      expect.stringContaining(
        `Version ${versions.current} from shell of shared singleton module shared/auth does not satisfy the requirement of listing which needs ^${versions.nextMajor}`,
      ),
    );
    expect((await loadedShares(page))['shared/auth']).toEqual([`shell@${versions.current}`]);
    await page.close();
    expect(errors).toEqual([]);
  });
});
