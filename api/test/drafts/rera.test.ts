import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import type { BasicDetails, ProfileDetails } from 'shared/contracts/drafts';
import { properties } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { api, basicDetails, completeDraft, profileOf } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phone = 9855500000;
const newUser = () => loginUser(ctx, String(++phone));

const NEEDS_RERA =
  "reraId: a builder's new project (for sale, under construction) gives its RERA registration id";

/** For sale, under construction: the "builder's new project" when a builder posts it. */
const newProject: BasicDetails = {
  ...basicDetails,
  possessionStatus: 'under-construction',
  possessionDate: '2028-03-31',
  ageYears: null,
};
const resale: BasicDetails = basicDetails;
const rental: BasicDetails = { ...basicDetails, listingType: 'rent' };

const builderOf = (user: LoggedInUser, reraId: string | null = null): ProfileDetails => ({
  ...profileOf(user),
  postedBy: 'builder',
  companyName: 'Orchid Developers',
  reraId,
});

async function reraOfSubmitted(propertyId: string) {
  const [row] = await ctx.database.db
    .select({ reraId: properties.reraId, status: properties.status })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

describe(`RERA only for a builder's new project (${engineUnderTest})`, () => {
  it("refuses saving a builder's profile without the RERA id when the basic step is a new project", async () => {
    const user = await newUser();
    const calls = api(ctx, user);
    const draftId = (await calls.open()).json().draft._id;
    await calls.put(draftId, 'basicDetails', newProject);
    const refused = await calls.put(draftId, 'profileDetails', builderOf(user));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      isSuccess: false,
      code: 'VALIDATION',
      message: `Invalid request: body.${NEEDS_RERA}`,
    });
    const saved = await calls.put(draftId, 'profileDetails', builderOf(user, 'P52100012345'));
    expect(saved.statusCode).toBe(200);
  });

  it('does not ask an agent or an owner of a new project', async () => {
    const user = await newUser();
    const calls = api(ctx, user);
    const draftId = (await calls.open()).json().draft._id;
    await calls.put(draftId, 'basicDetails', newProject);
    const agent = { ...profileOf(user), postedBy: 'agent', companyName: 'Acme Realty' };
    expect((await calls.put(draftId, 'profileDetails', agent)).statusCode).toBe(200);
    expect((await calls.put(draftId, 'profileDetails', profileOf(user))).statusCode).toBe(200);
  });

  it.each([
    ['a ready-to-move resale', resale],
    ['a rental', rental],
  ])('does not ask a builder of %s, and submits it without one', async (_, basic) => {
    const user = await newUser();
    const { draftId } = await completeDraft(ctx, user, {
      basicDetails: basic,
      profileDetails: builderOf(user),
    });
    const res = await api(ctx, user).submit(draftId);
    expect(res.statusCode).toBe(200);
    expect(await reraOfSubmitted(res.json().property._id)).toEqual({
      reraId: null,
      status: 'pending-review',
    });
  });

  it('names the Profile step at submit when the basic step became a new project after it', async () => {
    const user = await newUser();
    const { draftId } = await completeDraft(ctx, user, { profileDetails: builderOf(user) });
    const calls = api(ctx, user);
    expect((await calls.put(draftId, 'basicDetails', newProject)).statusCode).toBe(200);
    const refused = await calls.submit(draftId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      isSuccess: false,
      code: 'DRAFT_INCOMPLETE',
      section: 'profileDetails',
      message: `The Profile step needs a change. Invalid request: profileDetails.${NEEDS_RERA}`,
    });
    await calls.put(draftId, 'profileDetails', builderOf(user, 'P52100012345'));
    const sent = await calls.submit(draftId);
    expect(sent.statusCode).toBe(200);
    expect(await reraOfSubmitted(sent.json().property._id)).toEqual({
      reraId: 'P52100012345',
      status: 'pending-review',
    });
  });
});
