import { and, eq, sql } from 'drizzle-orm';
import { properties, users } from '../../src/db/schema/index';
import { DAY } from '../../src/lib/dates';
import { api, completeDraft, pricingDetails } from '../drafts/helpers';
import type { LoggedInUser } from '../helpers/auth';
import { subscribe } from '../helpers/fixtures';
import type { TestContext } from '../helpers/test-app';

/** The owner may post ten listings (a plan), and has an e-mail for the review's answers. */
export async function readyOwner(ctx: TestContext, owner: LoggedInUser, email: string) {
  const now = ctx.clock.now().getTime();
  await subscribe(ctx.database, owner.id, {
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 30 * DAY),
    propertyQuota: 100,
  });
  await ctx.database.db.update(users).set({ email }).where(eq(users.id, owner.id));
}

/** A listing the owner submitted through the wizard: waiting for review. */
export async function submittedListing(
  ctx: TestContext,
  owner: LoggedInUser,
  title = '2 BHK apartment in Baner',
) {
  const { draftId, sections } = await completeDraft(ctx, owner);
  await api(ctx, owner).put(draftId, 'basicDetails', { ...sections.basicDetails, title });
  const res = await api(ctx, owner).submit(draftId);
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  return res.json().property._id as string;
}

/** A live listing whose owner submitted an edit (a new price) that waits for review. */
export async function listingWithSubmittedEdit(
  ctx: TestContext,
  owner: LoggedInUser,
  price: number,
  title?: string,
) {
  const propertyId = await submittedListing(ctx, owner, title);
  await ctx.database.db
    .update(properties)
    .set({ status: 'active', publishedAt: ctx.clock.now() })
    .where(eq(properties.id, propertyId));
  const draftId = (await api(ctx, owner).open(propertyId)).json().draft._id as string;
  await api(ctx, owner).put(draftId, 'pricingDetails', { ...pricingDetails, price });
  const res = await api(ctx, owner).submit(draftId);
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  return { propertyId, draftId };
}

/** How many audit entries the listing has (of one action, or all). */
export async function auditCount(ctx: TestContext, propertyId: string, action?: string) {
  const result = await ctx.database.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM audit_log
    WHERE entity_type = 'property' AND entity_id = ${propertyId}
      ${action ? sql`AND action = ${action}` : sql``}`);
  return result.rows[0]?.n ?? 0;
}

export async function statusOf(ctx: TestContext, propertyId: string) {
  const [row] = await ctx.database.db
    .select({
      status: properties.status,
      price: properties.price,
      rejectionReason: properties.rejectionReason,
      featuredUntil: properties.featuredUntil,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId)));
  return row;
}

export function staffApi(ctx: TestContext, headers: { authorization: string }) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/admin/properties${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    list: (query: string) => call('GET', `?${query}`),
    approve: (id: string) => call('POST', `/${id}/approve`),
    reject: (id: string, reason: string) => call('POST', `/${id}/reject`, { reason }),
  };
}
