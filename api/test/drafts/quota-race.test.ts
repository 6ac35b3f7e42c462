import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { count, eq, sql } from 'drizzle-orm';
import { listingDrafts, properties } from '../../src/db/schema/index';
import { loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { api, completeDraft, uploadedMedia } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const listingsOf = async (ownerId: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.ownerId, ownerId))
  )[0]?.n;

describe(`the last posting slot (${engineUnderTest})`, () => {
  it('goes to one of two submits of the same draft at once', async () => {
    const user = await loginUser(ctx, '9877700001');
    const { draftId } = await completeDraft(ctx, user);
    const answers = await Promise.all([
      api(ctx, user).submit(draftId),
      api(ctx, user).submit(draftId),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(await listingsOf(user.id)).toBe(1);
  });

  it('goes to one of two different drafts submitted at once (the row lock, not the one-draft rule)', async () => {
    // One open new-listing draft per owner normally keeps this from happening; without that
    // index, the lock on the owner's row must still let only one submit take the free slot.
    await ctx.database.db.execute(sql`DROP INDEX listing_drafts_open_new_idx`);
    const user = await loginUser(ctx, '9877700002');
    const first = await completeDraft(ctx, user);
    const photo = await uploadedMedia(ctx, user);
    const [second] = await ctx.database.db
      .insert(listingDrafts)
      .values({
        ownerId: user.id,
        sections: {
          ...first.sections,
          mediaUpload: {
            items: [{ mediaId: photo.id, kind: 'image', caption: null }],
            coverMediaId: photo.id,
          },
        },
      })
      .returning();
    if (!second) throw new Error('no second draft');
    const answers = await Promise.all([
      api(ctx, user).submit(first.draftId),
      api(ctx, user).submit(second.id),
    ]);
    const outcomes = answers.map((res) => `${res.statusCode} ${res.json().reason ?? ''}`.trim());
    expect(outcomes.sort()).toEqual(['200', '403 QUOTA_EXHAUSTED']);
    expect(await listingsOf(user.id)).toBe(1);
  });
});
