import { favourites, imageRequests, listingDrafts } from '../../src/db/schema/index';
import type { TestContext } from '../helpers/test-app';

export async function insertFavourite(ctx: TestContext, userId: string, propertyId: string) {
  await ctx.database.db.insert(favourites).values({ userId, propertyId });
}

export async function insertImageRequest(
  ctx: TestContext,
  propertyId: string,
  requesterId: string,
  createdAt: Date,
) {
  const [row] = await ctx.database.db
    .insert(imageRequests)
    .values({ propertyId, requesterId, createdAt })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** An edit of a live listing sent for review (the listing shows 'changes in review'). */
export async function insertSubmittedRevision(
  ctx: TestContext,
  ownerId: string,
  propertyId: string,
) {
  await ctx.database.db
    .insert(listingDrafts)
    .values({ ownerId, propertyId, submittedAt: ctx.clock.now() });
}

/** POST /api/listings/{id}/views as one browser at one address (with a user's headers if given). */
export function view(
  ctx: TestContext,
  propertyId: string,
  ip: string,
  userAgent: string,
  headers: { authorization?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/listings/${propertyId}/views`,
    remoteAddress: ip,
    headers: { ...headers, 'user-agent': userAgent },
  });
}
