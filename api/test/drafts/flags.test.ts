import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { listingFlags, propertyMedia } from '../../src/db/schema/index';
import { DAY } from '../../src/lib/dates';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertMedia, insertProperty, subscribe } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { api, basicDetails, completeDraft, locationDetails } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phone = 9855500000;
async function owner(): Promise<LoggedInUser> {
  const user = await loginUser(ctx, String(++phone));
  const now = ctx.clock.now().getTime();
  await subscribe(ctx.database, user.id, {
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 30 * DAY),
    propertyQuota: 10,
  });
  return user;
}

async function submitted(user: LoggedInUser, overrides = {}) {
  const { draftId, photos } = await completeDraft(ctx, user, overrides);
  const res = await api(ctx, user).submit(draftId);
  expect(res.statusCode).toBe(200);
  const answer = res.json();
  const stored = await ctx.database.db
    .select({
      kind: listingFlags.kind,
      detail: listingFlags.detail,
      relatedPropertyId: listingFlags.relatedPropertyId,
    })
    .from(listingFlags)
    .where(eq(listingFlags.propertyId, answer.property._id));
  expect(stored).toEqual(answer.flags);
  return { propertyId: answer.property._id as string, flags: answer.flags, photos };
}

describe(`flags for the admin queue (${engineUnderTest})`, () => {
  it('none for an ordinary listing', async () => {
    expect((await submitted(await owner())).flags).toEqual([]);
  });

  it('text that excludes people, in English or Hindi', async () => {
    const english = await submitted(await owner(), {
      basicDetails: { ...basicDetails, description: 'Lovely flat. Only for Hindus.' },
    });
    expect(english.flags).toEqual([
      {
        kind: 'excluding-text',
        detail: 'The text may exclude people: "Only for Hindus"',
        relatedPropertyId: null,
      },
    ]);
    const hindi = await submitted(await owner(), {
      basicDetails: { ...basicDetails, title: 'केवल हिंदू परिवार, 2 BHK' },
    });
    expect(hindi.flags.map((f: { kind: string }) => f.kind)).toEqual(['excluding-text']);
  });

  it('a phone number or an e-mail address in the text', async () => {
    const { flags } = await submitted(await owner(), {
      basicDetails: { ...basicDetails, description: 'Call me on 98450 12345 for a visit' },
    });
    expect(flags).toEqual([
      {
        kind: 'contact-details',
        detail: 'The text gives a phone number 98450 12345',
        relatedPropertyId: null,
      },
    ]);
    const email = await submitted(await owner(), {
      basicDetails: { ...basicDetails, title: 'Flat in Baner, mail ravi@example.com' },
    });
    expect(email.flags[0]).toMatchObject({ kind: 'contact-details' });
  });

  it('the same owner at the same address, locality and city (however written)', async () => {
    const user = await owner();
    const first = await submitted(user);
    const again = await submitted(user, {
      locationDetails: {
        ...locationDetails,
        address: 'flat 704 orchid heights,  BANER ROAD.',
        locality: 'baner',
      },
    });
    expect(again.flags).toEqual([
      {
        kind: 'duplicate',
        detail: 'The same owner has a listing at the same address',
        relatedPropertyId: first.propertyId,
      },
    ]);
    const elsewhere = await submitted(user, {
      locationDetails: { ...locationDetails, address: 'Flat 1203, Orchid Heights, Baner Road' },
    });
    expect(elsewhere.flags).toEqual([]);
  });

  it('a photo within 6 bits of a photo of another listing (perceptual hash)', async () => {
    const someoneElse = await owner();
    const theirs = await insertProperty(ctx.database, someoneElse.id);
    const theirPhoto = await insertMedia(ctx.database, theirs.id);
    await ctx.database.db
      .update(propertyMedia)
      .set({ phash: 'f0f0f0f0f0f0f0f0' })
      .where(eq(propertyMedia.id, theirPhoto.id));

    const user = await owner();
    const { draftId, photos } = await completeDraft(ctx, user);
    const [near, far] = photos;
    // 3 bits apart, and all 64 bits apart
    await ctx.database.db
      .update(propertyMedia)
      .set({ phash: 'f0f0f0f0f0f0f0f7' })
      .where(eq(propertyMedia.id, near?.id ?? ''));
    await ctx.database.db
      .update(propertyMedia)
      .set({ phash: '0f0f0f0f0f0f0f0f' })
      .where(eq(propertyMedia.id, far?.id ?? ''));
    const res = await api(ctx, user).submit(draftId);
    expect(res.json().flags).toEqual([
      {
        kind: 'duplicate',
        detail: 'A photo is nearly identical to a photo of another listing',
        relatedPropertyId: theirs.id,
      },
    ]);
  });

  it('no photo flag 7 bits apart', async () => {
    const someoneElse = await owner();
    const theirs = await insertProperty(ctx.database, someoneElse.id);
    const theirPhoto = await insertMedia(ctx.database, theirs.id);
    await ctx.database.db
      .update(propertyMedia)
      .set({ phash: '0000000000000000' })
      .where(eq(propertyMedia.id, theirPhoto.id));
    const user = await owner();
    const { draftId, photos } = await completeDraft(ctx, user);
    await ctx.database.db
      .update(propertyMedia)
      .set({ phash: '000000000000007f' })
      .where(eq(propertyMedia.id, photos[0]?.id ?? ''));
    expect((await api(ctx, user).submit(draftId)).json().flags).toEqual([]);
  });
});
