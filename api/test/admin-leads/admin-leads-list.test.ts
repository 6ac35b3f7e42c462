import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { admins, leadConsents, leads, properties } from '../../src/db/schema/index';
import { AdminLeadsRepository } from '../../src/plugins/app/admin-leads/admin-leads-repository';
import { type LoggedInStaff, type LoggedInUser, loginAdminAs, loginUser } from '../helpers/auth';
import { insertLead, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let support: LoggedInStaff;
let owner: LoggedInUser;
let seeker: LoggedInUser;
let gardenId: string;
let villaId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  support = await loginAdminAs(ctx, 'support');
  owner = await loginUser(ctx, '9811111111');
  seeker = await loginUser(ctx, '9833333333');
  gardenId = (
    await insertProperty(ctx.database, owner.id, {
      title: 'Garden flat in Koregaon Park',
      city: 'Pune',
      locality: 'Koregaon Park',
    })
  ).id;
  villaId = (await insertProperty(ctx.database, owner.id, { title: 'Lake view villa' })).id;
  // 2026-03-14 19:00 UTC is already 2026-03-15 00:30 in India.
  ids.ravi = (
    await insertLead(ctx.database, gardenId, owner.id, {
      name: 'Ravi Kumar',
      phone: '9876501234',
      createdAt: new Date('2026-03-14T19:00:00Z'),
    })
  ).id;
  ids.sana = (
    await insertLead(ctx.database, gardenId, owner.id, {
      name: 'Sana Shaikh',
      phone: '9123456789',
      createdAt: new Date('2026-03-14T18:00:00Z'),
    })
  ).id;
  ids.arjun = (
    await insertLead(ctx.database, villaId, owner.id, {
      name: 'Arjun Rao',
      phone: '9000011111',
      createdAt: new Date('2026-03-16T05:00:00Z'),
    })
  ).id;
  // Ravi agreed (on record) to share his details; the others predate consents.
  await ctx.database.db
    .update(leads)
    .set({ email: 'ravi@example.in' })
    .where(eq(leads.id, ids.ravi));
  await ctx.database.db.insert(leadConsents).values({
    leadId: ids.ravi,
    propertyId: gardenId,
    seekerId: seeker.id,
    recipientId: owner.id,
    consentText: 'I agree to share my name, mobile and e-mail with the advertiser.',
    leadDay: '2026-03-15',
    createdAt: new Date('2026-03-14T19:00:00Z'),
  });
  await ctx.database.db
    .update(leads)
    .set({ source: 'api', dispatchStatus: 'assigned', assignedAdminId: support.id })
    .where(eq(leads.id, ids.arjun));
});
afterAll(() => ctx.close());

type Page = {
  data: Record<string, unknown>[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
};
const list = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/admin/leads?${query}`, headers: support.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
const names = async (query = '') => (await list(query)).data.map((lead) => lead.name);

describe(`admin leads list (${engineUnderTest})`, () => {
  it('lists every lead newest first with the listing, owner, status and assignee', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, totalCapped: false, page: 1, limit: 20 });
    expect(page.data.map((lead) => lead.name)).toEqual(['Arjun Rao', 'Ravi Kumar', 'Sana Shaikh']);
    expect(page.data[1]).toEqual({
      _id: ids.ravi,
      createdAt: '2026-03-14T19:00:00.000Z',
      source: 'property-page',
      status: 'new',
      name: 'Ravi Kumar',
      phone: '9876501234',
      email: 'ravi@example.in',
      message: null,
      contactShared: true,
      consentedAt: '2026-03-14T19:00:00.000Z',
      propertyId: gardenId,
      propertyTitle: 'Garden flat in Koregaon Park',
      propertyCity: 'Pune',
      propertyLocality: 'Koregaon Park',
      ownerId: owner.id,
      ownerName: null,
      ownerPhone: '9811111111',
      assigneeId: null,
      assigneeName: null,
    });
    const [staff] = await ctx.database.db
      .select({ name: admins.name })
      .from(admins)
      .where(eq(admins.id, support.id));
    expect(page.data[0]).toMatchObject({ assigneeId: support.id, assigneeName: staff?.name });
  });

  it('masks the phone of a lead without a recorded consent', async () => {
    const sana = (await list()).data.find((lead) => lead._id === ids.sana);
    expect(sana).toMatchObject({ contactShared: false, phone: '91••••••89', email: null });
  });

  it('sorts oldest first on dir=asc and pages', async () => {
    expect(await names('dir=asc')).toEqual(['Sana Shaikh', 'Ravi Kumar', 'Arjun Rao']);
    const second = await list('limit=2&page=2');
    expect(second.data.map((lead) => lead.name)).toEqual(['Sana Shaikh']);
    expect(second.total).toBe(3);
    // The window's last page past the end: no rows, the real total.
    expect(await list('limit=100&page=100')).toMatchObject({
      data: [],
      total: 3,
      totalCapped: false,
    });
  });

  it('filters by India days, city, listing, status, source and assignee', async () => {
    expect(await names('from=2026-03-15&to=2026-03-15')).toEqual(['Ravi Kumar']);
    expect(await names('to=2026-03-14')).toEqual(['Sana Shaikh']);
    expect(await names('city=Pune')).toEqual(['Ravi Kumar', 'Sana Shaikh']);
    expect(await names(`propertyId=${villaId}`)).toEqual(['Arjun Rao']);
    expect(await names('status=assigned')).toEqual(['Arjun Rao']);
    expect(await names('source=api')).toEqual(['Arjun Rao']);
    expect(await names('assignee=me')).toEqual(['Arjun Rao']);
    expect(await names(`assignee=${support.id}`)).toEqual(['Arjun Rao']);
    expect(await names('assignee=none')).toEqual(['Ravi Kumar', 'Sana Shaikh']);
  });

  it("follows a listing's city when it changes", async () => {
    await ctx.database.db
      .update(properties)
      .set({ city: 'Mumbai' })
      .where(eq(properties.id, villaId));
    expect(await names('city=Mumbai')).toEqual(['Arjun Rao']);
    expect(await names('city=Bengaluru')).toEqual([]);
  });

  it('searches the name, e-mail, phone digits and listing title', async () => {
    expect(await names('search=sana')).toEqual(['Sana Shaikh']);
    expect(await names('search=ravi%40example')).toEqual(['Ravi Kumar']);
    expect(await names('search=98765')).toEqual(['Ravi Kumar']);
    expect(await names('search=lake%20view')).toEqual(['Arjun Rao']);
    expect(await names('search=nobody')).toEqual([]);
  });

  it('finds the same leads when the term is common (the newest-first scan instead of the indexes)', async () => {
    const scanning = new AdminLeadsRepository(ctx.app.db, { leads: 1, listings: 1 });
    const search = async (term: string) =>
      (
        await scanning.list(
          { page: 1, limit: 20, sort: 'createdAt', dir: 'desc', search: term },
          support.id,
        )
      ).data.map((lead) => lead.name);
    expect(await search('sana')).toEqual(['Sana Shaikh']);
    expect(await search('lake view')).toEqual(['Arjun Rao']);
    expect(await search('ravi@example')).toEqual(['Ravi Kumar']);
    expect(await search('a')).toEqual(['Arjun Rao', 'Ravi Kumar', 'Sana Shaikh']);
    expect(await search('98765')).toEqual(['Ravi Kumar']);
  });

  it('refuses bad filters with the reason', async () => {
    for (const query of [
      'from=2026-03-16&to=2026-03-15',
      'status=lost',
      'assignee=someone',
      'page=600',
    ]) {
      const res = await ctx.app.inject({
        url: `/api/admin/leads?${query}`,
        headers: support.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('refuses a role without leads.view', async () => {
    const moderator = await loginAdminAs(ctx, 'moderator');
    const res = await ctx.app.inject({ url: '/api/admin/leads', headers: moderator.headers });
    expect(res.statusCode).toBe(403);
  });

  it('exports every matching lead as CSV with the same filters', async () => {
    const res = await ctx.app.inject({
      url: '/api/admin/leads/export.csv?city=Pune&dir=asc',
      headers: support.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/all-leads-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Received (IST),Name,Mobile');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Sana Shaikh', 'Ravi Kumar']);
    expect(lines[1]).toContain('91••••••89');
  });

  it("caps the total at 10,000, also on the window's last page", async () => {
    await ctx.database.db.execute(sql`
      INSERT INTO leads (property_id, owner_id, name, phone, created_at)
      SELECT ${gardenId}, ${owner.id}, 'Bulk ' || g, '9000000000', now() - g * interval '1 second'
      FROM generate_series(1, 10001) g`);
    expect(await list()).toMatchObject({ total: 10_000, totalCapped: true });
    const deep = await list('page=500&limit=20');
    expect(deep).toMatchObject({ total: 10_000, totalCapped: true });
    expect(deep.data).toHaveLength(20);
  }, 60_000);
});
