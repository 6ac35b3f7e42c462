import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { OwnerListingsAnswer } from 'shared/contracts/ownerListings';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertMedia, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { insertFavourite, insertSubmittedRevision, view } from './helpers';

let ctx: TestContext;
let owner: LoggedInUser;
let other: LoggedInUser;
const ids: Record<string, string> = {};

const list = (query = '', as = owner, userId = owner.id) =>
  ctx.app.inject({ url: `/api/users/properties/${userId}${query}`, headers: as.headers });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9711000001');
  other = await loginUser(ctx, '9711000002');
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  const add = async (key: string, values: Parameters<typeof insertProperty>[2]) => {
    ids[key] = (await insertProperty(ctx.database, owner.id, values)).id;
  };
  await add('live', { title: 'Sea view flat in Bandra', city: 'Mumbai', updatedAt: at(5) });
  await add('rejected', {
    title: 'Garden villa in Whitefield',
    status: 'rejected',
    rejectionReason: 'The photos show another property',
    updatedAt: at(4),
  });
  await add('expired', {
    title: 'Office in Baner',
    city: 'Pune',
    status: 'expired',
    updatedAt: at(3),
  });
  await add('sold', { title: 'Plot in Sarjapur', status: 'sold', updatedAt: at(2) });
  await add('rent', {
    title: 'Room for rent in Koramangala',
    listingType: 'rent',
    status: 'pending-review',
    updatedAt: at(1),
  });
  await insertProperty(ctx.database, other.id, { title: 'Someone else in Bandra' });

  await insertMedia(ctx.database, ids.live as string, false, 1);
  const cover = await insertMedia(ctx.database, ids.live as string, true, 2);
  ids.cover = cover.url;
  await insertSubmittedRevision(ctx, owner.id, ids.live as string);
  for (const name of ['Ravi', 'Meena', 'Joseph'])
    await insertLead(ctx.database, ids.live as string, owner.id, { name });
  await insertLead(ctx.database, ids.expired as string, owner.id, { name: 'Farah' });
  await insertFavourite(ctx, other.id, ids.live as string);
  await view(ctx, ids.live as string, '10.9.0.1', 'Firefox');
  await view(ctx, ids.live as string, '10.9.0.2', 'Firefox');
});
afterAll(() => ctx.close());

describe(`GET /api/users/properties/{userId} (${engineUnderTest})`, () => {
  it('lists every listing of the owner in any status, newest change first, with counts', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json() as OwnerListingsAnswer;
    expect(body.total).toBe(5);
    expect(body.data.map((row) => row.title)).toEqual([
      'Sea view flat in Bandra',
      'Garden villa in Whitefield',
      'Office in Baner',
      'Plot in Sarjapur',
      'Room for rent in Koramangala',
    ]);
    const [live, rejected, expired] = body.data;
    expect(live).toMatchObject({
      status: 'active',
      views: 2,
      leads: 3,
      favourites: 1,
      pendingRevision: true,
      coverUrl: ids.cover,
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photos show another property',
      views: 0,
      leads: 0,
      favourites: 0,
      pendingRevision: false,
      coverUrl: null,
    });
    expect(expired).toMatchObject({ leads: 1 });
  });

  it('filters by status and by words of the title, locality or city', async () => {
    const byStatus = (await list('?status=sold')).json() as OwnerListingsAnswer;
    expect(byStatus.data.map((row) => row.title)).toEqual(['Plot in Sarjapur']);
    const byCity = (await list('?search=pune')).json() as OwnerListingsAnswer;
    expect(byCity.data.map((row) => row.title)).toEqual(['Office in Baner']);
    const byTitle = (await list('?search=bandra')).json() as OwnerListingsAnswer;
    expect(byTitle.total).toBe(1);
    const wildcard = (await list('?search=%25')).json() as OwnerListingsAnswer;
    expect(wildcard.total).toBe(0);
  });

  it('pages with the total of every match', async () => {
    const second = (await list('?page=2&limit=2')).json() as OwnerListingsAnswer;
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.data.map((row) => row.title)).toEqual(['Office in Baner', 'Plot in Sarjapur']);
    const beyond = (await list('?page=9&limit=2')).json() as OwnerListingsAnswer;
    expect(beyond).toMatchObject({ total: 5, data: [] });
  });

  it('refuses a bad status or paging value with the reason', async () => {
    const res = await list('?status=gone');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('status must be one of');
    expect((await list('?limit=500')).statusCode).toBe(400);
  });

  it("answers 403 to another user's list", async () => {
    const res = await list('', other, owner.id);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Sea view');
  });
});
