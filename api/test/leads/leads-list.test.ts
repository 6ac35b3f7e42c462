import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let other: LoggedInUser;
let seeker: LoggedInUser;
let gardenId: string;
let villaId: string;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9811111111');
  other = await loginUser(ctx, '9822222222');
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
  await insertLead(ctx.database, gardenId, owner.id, {
    name: 'Ravi Kumar',
    phone: '9876501234',
    createdAt: at('2026-03-14T19:00:00Z'),
  });
  await insertLead(ctx.database, gardenId, owner.id, {
    name: 'Sana Shaikh',
    phone: '9123456789',
    createdAt: at('2026-03-14T18:00:00Z'),
  });
  await insertLead(ctx.database, villaId, owner.id, {
    name: 'Arjun Rao',
    phone: '9000011111',
    createdAt: at('2026-03-16T05:00:00Z'),
  });
});
afterAll(() => ctx.close());

const call = (user: LoggedInUser, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, payload });
const list = async (query = '') => {
  const res = await call(owner, 'GET', `/api/users/leads/${owner.id}?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; data: { _id: string; name: string }[] };
};
const names = async (query = '') => (await list(query)).data.map((lead) => lead.name);

describe(`owner's leads list (${engineUnderTest})`, () => {
  it('lists newest first with the property, its place and the times', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.data.map((l) => l.name)).toEqual(['Arjun Rao', 'Ravi Kumar', 'Sana Shaikh']);
    expect(all.data[1]).toEqual({
      _id: expect.any(String),
      propertyId: gardenId,
      propertyTitle: 'Garden flat in Koregaon Park',
      propertyCity: 'Pune',
      propertyLocality: 'Koregaon Park',
      name: 'Ravi Kumar',
      phone: '9876501234',
      email: null,
      message: null,
      createdAt: '2026-03-14T19:00:00.000Z',
      consentedAt: null,
      contactedAt: null,
    });
  });

  it('reads startDate and endDate as days in India', async () => {
    expect(await names('startDate=2026-03-15&endDate=2026-03-15')).toEqual(['Ravi Kumar']);
    expect(await names('endDate=2026-03-14')).toEqual(['Sana Shaikh']);
    expect(await names('startDate=2026-03-16')).toEqual(['Arjun Rao']);
  });

  it('searches names, phone digits and property titles', async () => {
    expect(await names('search=sana')).toEqual(['Sana Shaikh']);
    expect(await names('search=98765%2001')).toEqual(['Ravi Kumar']);
    expect(await names('search=lake%20VIEW')).toEqual(['Arjun Rao']);
    expect(await names('search=100%25')).toEqual([]);
  });

  it('searches any case, reads % and _ as themselves, and matches e-mails', async () => {
    const penthouse = await insertProperty(ctx.database, other.id, {
      title: 'Sea-facing PENTHOUSE',
    });
    const lead = (name: string, email?: string) =>
      insertLead(ctx.database, penthouse.id, other.id, { name, email });
    await lead('Kavya_Das', 'KAVYA.DAS@Example.COM');
    await lead('KavyaXDas');
    await lead('Rahul 100% Verma');
    const theirs = async (search: string) => {
      const url = `/api/users/leads/${other.id}?search=${encodeURIComponent(search)}`;
      const res = await call(other, 'GET', url);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { name: string }[]).map((l) => l.name).sort();
    };
    expect(await theirs('kAVYA')).toEqual(['KavyaXDas', 'Kavya_Das']);
    expect(await theirs('kavya_das')).toEqual(['Kavya_Das']);
    expect(await theirs('das@EXAMPLE.com')).toEqual(['Kavya_Das']);
    expect(await theirs('100% v')).toEqual(['Rahul 100% Verma']);
    expect(await theirs('0%')).toEqual(['Rahul 100% Verma']);
    expect(await theirs('penthouse')).toEqual(
      ['Kavya_Das', 'KavyaXDas', 'Rahul 100% Verma'].sort(),
    );
    expect(await theirs('villa')).toEqual([]);
  });

  it('pages with page and limit', async () => {
    const second = await list('limit=2&page=2');
    expect(second.total).toBe(3);
    expect(second.data.map((l) => l.name)).toEqual(['Sana Shaikh']);
  });

  it('marks a lead contacted and back, and filters by status', async () => {
    const [first] = (await list()).data;
    const url = `/api/users/leads/${owner.id}/${first?._id}`;
    const marked = await call(owner, 'PATCH', url, { contacted: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().lead).toMatchObject({
      name: 'Arjun Rao',
      contactedAt: ctx.clock.now().toISOString(),
    });
    expect(await names('status=contacted')).toEqual(['Arjun Rao']);
    expect(await names('status=new')).toEqual(['Ravi Kumar', 'Sana Shaikh']);
    // Marking again keeps the first time.
    ctx.clock.advance(60_000);
    const again = await call(owner, 'PATCH', url, { contacted: true });
    expect(again.json().lead.contactedAt).toBe(marked.json().lead.contactedAt);
    const cleared = await call(owner, 'PATCH', url, { contacted: false });
    expect(cleared.json().lead.contactedAt).toBeNull();
    expect(await names('status=contacted')).toEqual([]);
  });

  it("answers 404 for another owner's lead and changes nothing", async () => {
    const [first] = (await list()).data;
    const theirs = await call(other, 'PATCH', `/api/users/leads/${other.id}/${first?._id}`, {
      contacted: true,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Lead not found');
    expect(await names('status=contacted')).toEqual([]);
    const mine = await call(other, 'PATCH', `/api/users/leads/${owner.id}/${first?._id}`, {
      contacted: true,
    });
    expect(mine.statusCode).toBe(403);
    expect((await call(other, 'GET', `/api/users/leads/${owner.id}`)).statusCode).toBe(403);
  });

  it('refuses bad filters and bodies with a message naming the field', async () => {
    for (const [query, words] of [
      ['status=done', 'status must be one of new, contacted'],
      ['startDate=2026-03-16&endDate=2026-03-15', 'startDate must not be after endDate'],
      ['limit=500', 'limit'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await call(owner, 'GET', `/api/users/leads/${owner.id}?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toContain(words);
    }
    const [first] = (await list()).data;
    const url = `/api/users/leads/${owner.id}/${first?._id}`;
    const bad = await call(owner, 'PATCH', url, { contacted: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('contacted must be true or false');
    const notAnId = await call(owner, 'PATCH', `/api/users/leads/${owner.id}/42`, {
      contacted: true,
    });
    expect(notAnId.statusCode).toBe(400);
  });

  it("shows what the seeker agreed to share through Contact owner, with the consent's time", async () => {
    const listing = await ctx.app.inject({ url: `/api/listings/${villaId}` });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/leads',
      headers: seeker.headers,
      payload: {
        propertyId: villaId,
        consent: true,
        consentText: listing.json().listing.contactConsentText,
        name: 'Meera Iyer',
        email: 'meera@example.com',
        message: 'Can I visit on Sunday?',
      },
    });
    expect(sent.statusCode).toBe(200);
    const [newest] = (await list('search=meera')).data;
    expect(newest).toMatchObject({
      name: 'Meera Iyer',
      phone: seeker.phone,
      email: 'meera@example.com',
      message: 'Can I visit on Sunday?',
      consentedAt: ctx.clock.now().toISOString(),
    });
    expect(Object.keys(newest ?? {})).not.toContain('seekerId');
  });
});
