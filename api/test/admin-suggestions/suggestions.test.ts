import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { auditLog, suggestions } from '../../src/db/schema/index';
import { type LoggedInStaff, loginAdminAs } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let moderator: LoggedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  // Moderators curate suggestions (suggestions.manage).
  moderator = await loginAdminAs(ctx, 'moderator');
  // This file's own database: only the suggestions below (not the seeded ones).
  await ctx.app.db.delete(suggestions);
  await ctx.app.db.insert(suggestions).values([
    { searchText: 'Kharadi Pune', weight: 30 },
    { searchText: 'Koregaon Park', weight: 20 },
    { searchText: 'Kothrud', weight: 10 },
  ]);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: moderator.headers, ...(payload ? { payload } : {}) });

const auditIds = async () =>
  new Set((await ctx.app.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id));
async function auditSince(before: Set<string>) {
  const rows = await ctx.app.db.select().from(auditLog);
  return rows.filter((row) => !before.has(row.id));
}

/** What the header's type-ahead shows for a text (the public route, with its answer cache). */
const header = async (search: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/admin/suggestion?search=${search}&limit=10` }))
    .json()
    .data.map((row: { searchText: string }) => row.searchText);

type Row = { _id: string; searchText: string; weight: number };
const list = async (query = '') =>
  (await call('GET', `/api/admin/suggestions?${query}`)).json() as {
    data: Row[];
    total: number;
    totalCapped: boolean;
  };

describe(`admin suggestions (${engineUnderTest})`, () => {
  it('lists the curated suggestions heaviest first, searches and sorts them on the server', async () => {
    const all = await list();
    expect(all.data.map((r) => r.searchText)).toEqual(['Kharadi Pune', 'Koregaon Park', 'Kothrud']);
    expect(all).toMatchObject({ total: 3, totalCapped: false });
    const found = await list('search=park');
    expect(found.data.map((r) => r.searchText)).toEqual(['Koregaon Park']);
    expect(found.total).toBe(1);
    const byText = await list('sort=searchText&dir=asc&limit=2&page=2');
    expect(byText.data.map((r) => r.searchText)).toEqual(['Kothrud']);
  });

  it('a new suggestion shows in the header at once (the cached answer is renewed); one audit entry', async () => {
    expect(await header('Kal')).not.toContain('Kalyani Nagar');
    const before = await auditIds();
    const res = await call('POST', '/api/admin/suggestion', { searchText: 'Kalyani Nagar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.weight).toBe(31);
    expect(await header('Kal')).toContain('Kalyani Nagar');
    const entries = await auditSince(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'suggestion.create',
      entityType: 'suggestion',
      entityId: res.json().data._id,
      adminEmail: moderator.email,
      after: { searchText: 'Kalyani Nagar', weight: 31 },
    });
  });

  it('refuses the same text in any case with 409 in words, and leaves no audit entry', async () => {
    const before = await auditIds();
    const res = await call('POST', '/api/admin/suggestion', { searchText: 'kothrud' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The suggestion "kothrud" already exists. Edit that one instead.',
    );
    const kharadi = (await list('search=Kharadi')).data[0] as Row;
    const rename = await call('PATCH', `/api/admin/suggestion/${kharadi._id}`, {
      searchText: 'KOTHRUD',
    });
    expect(rename.statusCode).toBe(409);
    const blank = await call('POST', '/api/admin/suggestion', { searchText: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(await auditSince(before)).toEqual([]);
  });

  it('edits and deletes, the header following each write', async () => {
    const kothrud = (await list('search=Kothrud')).data[0] as Row;
    expect(await header('Kot')).toContain('Kothrud');
    const before = await auditIds();
    const edited = await call('PATCH', `/api/admin/suggestion/${kothrud._id}`, {
      searchText: 'Kothrud Depot',
    });
    expect(edited.statusCode).toBe(200);
    expect(await header('Kot')).toContain('Kothrud Depot');
    expect((await call('DELETE', `/api/admin/suggestion/${kothrud._id}`)).statusCode).toBe(200);
    expect(await header('Kot')).not.toContain('Kothrud Depot');
    const entries = await auditSince(before);
    expect(entries.map((e) => e.action).sort()).toEqual(['suggestion.delete', 'suggestion.update']);
    expect(entries.find((e) => e.action === 'suggestion.update')).toMatchObject({
      before: { searchText: 'Kothrud' },
      after: { searchText: 'Kothrud Depot' },
    });
    expect((await call('DELETE', `/api/admin/suggestion/${kothrud._id}`)).statusCode).toBe(404);
  });

  it('reorders: the named suggestions swap their places, the weights follow, one entry per changed one', async () => {
    await call('POST', '/api/admin/suggestion', { searchText: 'Kondhwa' });
    const order = (await list()).data.map((r) => r.searchText);
    expect(order).toEqual(['Kondhwa', 'Kalyani Nagar', 'Kharadi Pune', 'Koregaon Park']);
    const rows = (await list()).data;
    const id = (text: string) => (rows.find((r) => r.searchText === text) as Row)._id;
    const before = await auditIds();
    // Swap the middle two; the first and last keep their places.
    const res = await call('PUT', '/api/admin/suggestion/order', {
      ids: [id('Kharadi Pune'), id('Kalyani Nagar')],
    });
    expect(res.statusCode).toBe(200);
    const after = (await list()).data;
    expect(after.map((r) => r.searchText)).toEqual([
      'Kondhwa',
      'Kharadi Pune',
      'Kalyani Nagar',
      'Koregaon Park',
    ]);
    expect(after.map((r) => r.weight)).toEqual([4, 3, 2, 1]);
    const changed = rows.filter((r, i) => r.weight !== 4 - i).length;
    const entries = await auditSince(before);
    expect(entries).toHaveLength(changed);
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(['suggestion.reorder']));
    // The header shows curated suggestions heaviest first.
    expect((await header('K')).slice(0, 4)).toEqual(after.map((r) => r.searchText));

    const gone = await call('PUT', '/api/admin/suggestion/order', {
      ids: [id('Kondhwa'), crypto.randomUUID()],
    });
    expect(gone.statusCode).toBe(409);
  });

  it('exports every matching suggestion as CSV', async () => {
    const res = await call('GET', '/api/admin/suggestions/export.csv?search=k');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Suggestion,Weight,Added (IST),Changed (IST)');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^Kondhwa,4,/);
  });

  it('answers 403 in words to a role without suggestions.manage', async () => {
    const support = await loginAdminAs(ctx, 'support');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/suggestion',
      headers: support.headers,
      payload: { searchText: 'Baner' },
    });
    expect(res.statusCode).toBe(403);
  });
});
