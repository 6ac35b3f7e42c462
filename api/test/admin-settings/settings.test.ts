import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, settings } from '../../src/db/schema/index';
import { type LoggedInStaff, loginAdminAs } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: LoggedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdminAs(ctx, 'super-admin');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

/** The ids of the audit entries so far. */
const auditCount = async () =>
  new Set((await ctx.app.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id));
/** The audit entries written since `before`, by action (one write's entries share a time). */
async function auditSince(before: Set<string>) {
  const rows = await ctx.app.db.select().from(auditLog);
  return rows
    .filter((row) => !before.has(row.id))
    .sort(
      (a, b) => a.action.localeCompare(b.action) || a.createdAt.getTime() - b.createdAt.getTime(),
    );
}

const publicFooter = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/setting?limit=100' })).json().data as {
    configUrl: string;
    title: string;
    content: string;
  }[];

describe(`admin settings: footer pages (${engineUnderTest})`, () => {
  it('saves a page with the content sanitised; the public footer shows it at once; one audit entry', async () => {
    const before = await auditCount();
    const res = await call('POST', '/api/admin/settings', {
      title: 'Refund policy',
      configUrl: '/refund-policy',
      content: [
        '<h2>Refunds</h2>',
        '<script>alert(1)</script>',
        '<p onclick="alert(2)">Within <strong>7 days</strong>.</p>',
        '<img src="x" onerror="alert(3)">',
        '<p><a href="javascript:alert(4)">bad link</a> <a href="https://example.com/help">help</a></p>',
        '<p style="display:none">hidden terms</p>',
        '<style>p { display: none }</style>',
        '<iframe src="https://evil.example"></iframe>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">data link</a>',
      ].join(''),
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.content).not.toMatch(/script|onclick|onerror|javascript:|style|iframe|data:|<img/i);
    expect(page.content).toContain('<h2>Refunds</h2>');
    expect(page.content).toContain('<p>Within <strong>7 days</strong>.</p>');
    expect(page.content).toContain(
      '<a href="https://example.com/help" rel="noopener noreferrer">help</a>',
    );
    // The paragraph a style hid is now plain text anyone sees.
    expect(page.content).toContain('<p>hidden terms</p>');

    const footer = await publicFooter();
    expect(footer.find((p) => p.configUrl === '/refund-policy')).toMatchObject({
      title: 'Refund policy',
      content: page.content,
    });
    const entries = await auditSince(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'setting.create',
      entityType: 'setting',
      entityId: page._id,
      adminEmail: admin.email,
    });
  });

  it('refuses a path of the site itself, a badly formed path and a path already used, in words', async () => {
    const before = await auditCount();
    const admin_ = await call('POST', '/api/admin/settings', {
      title: 'Sneaky',
      configUrl: '/admin/login',
      content: '<p>x</p>',
    });
    expect(admin_.statusCode).toBe(400);
    expect(admin_.json().message).toMatch(/path of the site itself/);
    const listing = await call('POST', '/api/admin/settings', {
      title: 'Sneaky',
      configUrl: '/property-listing',
      content: '<p>x</p>',
    });
    expect(listing.statusCode).toBe(400);
    const upper = await call('POST', '/api/admin/settings', {
      title: 'Upper',
      configUrl: '/About-Us',
      content: '<p>x</p>',
    });
    expect(upper.statusCode).toBe(400);
    expect(upper.json().message).toMatch(/lower-case/);
    const twice = await call('POST', '/api/admin/settings', {
      title: 'Again',
      configUrl: '/refund-policy',
      content: '<p>x</p>',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Another page already uses /refund-policy. Choose another path, or edit that page.',
    );
    expect(await auditSince(before)).toEqual([]);
  });

  it('edits, reorders and deletes a page, each leaving one audit entry per changed page', async () => {
    const second = await call('POST', '/api/admin/settings', {
      title: 'Careers',
      configUrl: '/careers',
      content: '<p>Join us</p>',
    });
    expect(second.statusCode).toBe(200);
    const overview = (await call('GET', '/api/admin/settings')).json().data;
    expect(overview.footerPages.length).toBeGreaterThanOrEqual(2);
    const page = overview.footerPages.find(
      (p: { configUrl: string }) => p.configUrl === '/refund-policy',
    );
    let before = await auditCount();
    const edited = await call('PATCH', `/api/admin/settings/${page._id}`, {
      title: 'Refunds',
      content: '<p onmouseover="x()">Seven days</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Refunds', content: '<p>Seven days</p>' });
    let entries = await auditSince(before);
    expect(entries.map((e) => e.action)).toEqual(['setting.update']);
    expect(entries[0]?.before).toMatchObject({ title: 'Refund policy' });
    expect(entries[0]?.after).toMatchObject({ title: 'Refunds', content: '<p>Seven days</p>' });

    const ids: string[] = overview.footerPages.map((p: { _id: string }) => p._id);
    const reversed = [...ids].reverse();
    before = await auditCount();
    expect((await call('PUT', '/api/admin/settings/order', { ids: reversed })).statusCode).toBe(
      200,
    );
    const moved = ids.length % 2 === 1 ? ids.length - 1 : ids.length;
    entries = await auditSince(before);
    expect(entries).toHaveLength(moved);
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(['setting.update']));
    expect((await publicFooter()).map((p) => p.configUrl)).toEqual(
      reversed.map(
        (id) => overview.footerPages.find((p: { _id: string }) => p._id === id).configUrl,
      ),
    );

    const stale = await call('PUT', '/api/admin/settings/order', { ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);

    before = await auditCount();
    expect((await call('DELETE', `/api/admin/settings/${page._id}`)).statusCode).toBe(200);
    entries = await auditSince(before);
    expect(entries.map((e) => e.action)).toEqual(['setting.delete']);
    expect((await publicFooter()).some((p) => p.configUrl === '/refund-policy')).toBe(false);
    expect((await call('DELETE', `/api/admin/settings/${page._id}`)).statusCode).toBe(404);
  });
});

describe(`admin settings: keys and the LOGO (${engineUnderTest})`, () => {
  it('sets an allow-listed key by its rule, refuses an unknown key and a bad value', async () => {
    const before = await auditCount();
    const saved = await call('PUT', '/api/admin/settings/key/SUPPORT_EMAIL', {
      value: 'help@example.com',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/settings')).json().data.keys.SUPPORT_EMAIL).toBe(
      'help@example.com',
    );
    const bad = await call('PUT', '/api/admin/settings/key/SUPPORT_PHONE', { value: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/SUPPORT_PHONE must be a 10-digit Indian mobile number/);
    const unknown = await call('PUT', '/api/admin/settings/key/THEME_COLOUR', { value: 'red' });
    expect(unknown.statusCode).toBe(400);
    const logoAsKey = await call('PUT', '/api/admin/settings/key/LOGO', { value: '/x.png' });
    expect(logoAsKey.statusCode).toBe(400);
    const entries = await auditSince(before);
    expect(entries.map((e) => e.action)).toEqual(['setting.create']);
    const cleared = await call('PUT', '/api/admin/settings/key/SUPPORT_EMAIL', { value: null });
    expect(cleared.statusCode).toBe(200);
    expect((await auditSince(before)).map((e) => e.action)).toEqual([
      'setting.create',
      'setting.delete',
    ]);
  });

  it('takes a logo image, stores it as WebP and the header reads the new URL at once', async () => {
    const png = await sharp({
      create: {
        width: 800,
        height: 200,
        channels: 4,
        background: { r: 200, g: 30, b: 30, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const before = await auditCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/settings/logo',
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.value;
    expect(url).toMatch(/^\/api\/media-files\/settings\/logo-[0-9a-f]+\.webp$/);
    const header = await ctx.app.inject({ method: 'GET', url: '/api/setting/?configKey=LOGO' });
    expect(header.json().data[0].configValue).toBe(url);
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 160]);
    expect(meta.hasAlpha).toBe(true);
    const entries = await auditSince(before);
    expect(entries.map((e) => e.action)).toEqual(['setting.update']);
    expect(entries[0]?.after).toMatchObject({ configKey: 'LOGO', configValue: url });
  });

  it('refuses a logo that is not an image by its bytes, whatever its declared type', async () => {
    const before = await auditCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/settings/logo',
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'The logo must be a PNG, JPEG or WebP image. Choose another file.',
    );
    const [logo] = await ctx.app.db.select().from(settings).where(eq(settings.configKey, 'LOGO'));
    expect(logo?.configValue).toMatch(/\.webp$/);
    expect(await auditSince(before)).toEqual([]);
  });

  it('tells the copies of public pages (server-rendered pages, micro-caches) on a saved change only', async () => {
    let purges = 0;
    ctx.app.listingChanges.onChange(() => {
      purges++;
    });
    await call('GET', '/api/admin/settings');
    expect(purges).toBe(0);
    const refused = await call('PUT', '/api/admin/settings/key/SUPPORT_EMAIL', {
      value: 'not mail',
    });
    expect(refused.statusCode).toBe(400);
    expect(purges).toBe(0);
    const saved = await call('PUT', '/api/admin/settings/key/SUPPORT_EMAIL', {
      value: 'help@propertymarket.in',
    });
    expect(saved.statusCode).toBe(200);
    expect(purges).toBe(1);
  });

  it('answers 403 in words to a role without settings.manage', async () => {
    const moderator = await loginAdminAs(ctx, 'moderator');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: moderator.headers,
      payload: { title: 'X', configUrl: '/x', content: '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your staff role does not allow this. Ask a super admin for access.',
    );
  });
});
