import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { listingDrafts } from '../../src/db/schema/index';
import { api, completeDraft, locationDetails } from '../drafts/helpers';
import { type LoggedInStaff, type LoggedInUser, loginAdminAs, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import {
  auditCount,
  listingWithSubmittedEdit,
  readyOwner,
  staffApi,
  statusOf,
  submittedListing,
} from './helpers';

let ctx: TestContext;
let owner: LoggedInUser;
let moderator: LoggedInStaff;
let support: LoggedInStaff;
const REASON = 'The photos show a different building; add photos of this flat.';
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9811100001');
  await readyOwner(ctx, owner, 'owner@example.com');
  moderator = await loginAdminAs(ctx, 'moderator');
  support = await loginAdminAs(ctx, 'support');
});
afterAll(() => ctx.close());

const staff = () => staffApi(ctx, moderator.headers);

describe(`reviewing listings (${engineUnderTest})`, () => {
  it('queues new listings and submitted edits oldest first, with their flags', async () => {
    const first = await submittedListing(ctx, owner, '2 BHK flat in Baner, first');
    ctx.clock.advance(60_000);
    const edit = await listingWithSubmittedEdit(
      ctx,
      owner,
      13_000_000,
      '2 BHK flat in Baner, edited',
    );
    const res = await staff().list('queue=review&limit=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { _id: string; pendingRevision: boolean; flags: unknown[] }[];
    const ids = rows.map((row) => row._id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(edit.propertyId));
    expect(rows.find((row) => row._id === edit.propertyId)?.pendingRevision).toBe(true);
    // Same owner, same address: the second listing is a likely duplicate of the first.
    const flags = rows.find((row) => row._id === edit.propertyId)?.flags;
    expect(flags).toContainEqual(
      expect.objectContaining({ kind: 'duplicate', relatedTitle: expect.any(String) }),
    );
  });

  it('approves a new listing: live, searchable at once, one audit entry', async () => {
    const id = await submittedListing(ctx, owner, 'Sunlit 2 BHK in Baner near the hills');
    const res = await staff().approve(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ property: { _id: id, status: 'active' } });
    expect(await auditCount(ctx, id, 'property.approve')).toBe(1);
    const search = await ctx.app.inject({ url: '/api/listings/search?city=Pune&limit=50' });
    expect(search.json().data.map((card: { _id: string }) => card._id)).toContain(id);
    const queue = await staff().list('queue=review&limit=100');
    expect(queue.json().data.map((row: { _id: string }) => row._id)).not.toContain(id);
  });

  it("puts a new listing's locality into the header's type-ahead as it is approved", async () => {
    const header = async () =>
      (await ctx.app.inject({ url: '/api/admin/suggestion?search=pashan&limit=10' }))
        .json()
        .data.map((row: { searchText: string }) => row.searchText);
    const { draftId } = await completeDraft(ctx, owner, {
      locationDetails: { ...locationDetails, locality: 'Pashan Hills' },
    });
    const id = (await api(ctx, owner).submit(draftId)).json().property._id as string;
    expect(await header()).not.toContain('Pashan Hills');
    expect((await staff().approve(id)).statusCode).toBe(200);
    expect(await header()).toContain('Pashan Hills');
  });

  it('approves a submitted edit: the live listing takes it, the draft is gone', async () => {
    const { propertyId, draftId } = await listingWithSubmittedEdit(ctx, owner, 11_111_111);
    const res = await staff().approve(propertyId);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(ctx, propertyId)).toMatchObject({ status: 'active', price: 11_111_111 });
    const drafts = await ctx.database.db
      .select()
      .from(listingDrafts)
      .where(eq(listingDrafts.id, draftId));
    expect(drafts).toEqual([]);
    expect(await auditCount(ctx, propertyId)).toBe(1);
  });

  it('rejects a new listing with a reason the owner reads (list and e-mail)', async () => {
    const id = await submittedListing(ctx, owner, 'A flat that will be rejected');
    const res = await staff().reject(id, REASON);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(ctx, id)).toMatchObject({ status: 'rejected', rejectionReason: REASON });
    expect(await auditCount(ctx, id, 'property.reject')).toBe(1);
    expect(ctx.email.latestFor('owner@example.com')?.text).toContain(REASON);
    const mine = await ctx.app.inject({
      url: `/api/users/properties/${owner.id}?limit=50`,
      headers: owner.headers,
    });
    expect(mine.json().data.find((row: { _id: string }) => row._id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: REASON,
    });
  });

  it('rejects a submitted edit: the live listing stays, the owner sees why', async () => {
    const { propertyId, draftId } = await listingWithSubmittedEdit(ctx, owner, 9_999_999);
    const before = await statusOf(ctx, propertyId);
    const res = await staff().reject(propertyId, REASON);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(ctx, propertyId)).toEqual(before);
    const [draft] = await ctx.database.db
      .select()
      .from(listingDrafts)
      .where(eq(listingDrafts.id, draftId));
    expect(draft).toMatchObject({ submittedAt: null, rejectionReason: REASON });
    expect(await auditCount(ctx, propertyId)).toBe(1);
    const mine = await ctx.app.inject({
      url: `/api/users/properties/${owner.id}?limit=50`,
      headers: owner.headers,
    });
    expect(mine.json().data.find((row: { _id: string }) => row._id === propertyId)).toMatchObject({
      status: 'active',
      pendingRevision: false,
      revisionRejectionReason: REASON,
    });
  });

  it('refuses what is not waiting, a short reason, and a role without the right; no audit entry', async () => {
    const id = await submittedListing(ctx, owner, 'A flat for refused writes');
    expect((await staff().reject(id, 'too short')).statusCode).toBe(400);
    expect((await staffApi(ctx, support.headers).approve(id)).statusCode).toBe(403);
    expect((await staff().approve(id)).statusCode).toBe(200);
    const again = await staff().approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('not waiting for review');
    expect(await auditCount(ctx, id)).toBe(1);
  });

  it('bulk: each listing on its own, a result per id', async () => {
    const waiting = await submittedListing(ctx, owner, 'Bulk flat one');
    const live = await submittedListing(ctx, owner, 'Bulk flat two');
    await staff().approve(live);
    const missing = '00000000-0000-4000-8000-000000000001';
    const res = await staff().call('POST', '/bulk', {
      action: 'reject',
      ids: [waiting, live, missing],
      reason: REASON,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      succeeded: 1,
      failed: 2,
      results: [
        { _id: waiting, ok: true },
        { _id: live, ok: false, message: expect.stringContaining('not waiting') },
        { _id: missing, ok: false, message: 'Property not found' },
      ],
    });
    expect(await auditCount(ctx, waiting, 'property.reject')).toBe(1);
    expect(await auditCount(ctx, live, 'property.reject')).toBe(0);
    const noReason = await staff().call('POST', '/bulk', { action: 'reject', ids: [waiting] });
    expect(noReason.statusCode).toBe(400);
  });

  it('edits, features and expires a live listing, each with one audit entry, and tells its history', async () => {
    const id = await submittedListing(ctx, owner, 'A flat staff will correct');
    await staff().approve(id);
    ctx.clock.advance(1000);
    const edited = await staff().call('PATCH', `/${id}`, {
      title: 'A corrected flat title',
      price: 12_000_000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().property).toMatchObject({
      title: 'A corrected flat title',
      price: 12_000_000,
    });
    expect(await auditCount(ctx, id, 'property.edit')).toBe(1);
    expect((await staff().call('PATCH', `/${id}`, { title: 'no' })).statusCode).toBe(400);

    ctx.clock.advance(1000);
    const past = new Date(ctx.clock.now().getTime() - 1000).toISOString();
    expect((await staff().call('POST', `/${id}/feature`, { until: past })).statusCode).toBe(400);
    const until = new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString();
    const featured = await staff().call('POST', `/${id}/feature`, { until });
    expect(featured.json().property.featuredUntil).toBe(until);
    expect(await auditCount(ctx, id, 'property.feature')).toBe(1);
    const onlyFeatured = await staff().list('featured=true&limit=100');
    expect(onlyFeatured.json().data.map((row: { _id: string }) => row._id)).toEqual([id]);

    ctx.clock.advance(1000);
    const expired = await staff().call('POST', `/${id}/expire`);
    expect(expired.json().property.status).toBe('expired');
    expect(await auditCount(ctx, id, 'property.expire')).toBe(1);
    expect((await staff().call('POST', `/${id}/expire`)).statusCode).toBe(409);

    const history = await staff().call('GET', `/${id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'property.expire',
      'property.feature',
      'property.edit',
      'property.approve',
    ]);
    expect(history.json().lifecycle.publishedAt).not.toBeNull();
    expect(await auditCount(ctx, id)).toBe(4);
  });

  it('answers a detail with what a submitted edit changes', async () => {
    const { propertyId } = await listingWithSubmittedEdit(ctx, owner, 14_500_000);
    const res = await staff().call('GET', `/${propertyId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().property.revision.changes).toContainEqual({
      field: 'price',
      before: 12_500_000,
      after: 14_500_000,
    });
    expect(res.json().property.photos).toHaveLength(2);
  });
});
