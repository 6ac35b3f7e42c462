import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInStaff, type LoggedInUser, loginAdminAs, loginUser } from '../helpers/auth';
import { insertMarket, type Letter } from '../helpers/listings';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let ids: Record<Letter, string>;
let seeker: LoggedInUser;
let support: LoggedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await loginUser(ctx, '9833333331');
  seeker = await loginUser(ctx, '9833333332');
  support = await loginAdminAs(ctx, 'support');
  ids = await insertMarket(ctx, owner.id);
});
afterAll(() => ctx.close());

async function contact(propertyId: string, extra: Record<string, unknown> = {}) {
  const listing = await ctx.app.inject({ url: `/api/listings/${propertyId}` });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/leads',
    headers: seeker.headers,
    payload: {
      propertyId,
      consent: true,
      consentText: listing.json().listing.contactConsentText,
      ...extra,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().leadId as string;
}

describe(`lead sources and consent in the admin list (${engineUnderTest})`, () => {
  it("records the listing page's source, api without one, and shows what the seeker shared", async () => {
    const fromPage = await contact(ids.A, { source: 'property-page' });
    const fromApi = await contact(ids.B);
    const list = async (query: string) =>
      (await ctx.app.inject({ url: `/api/admin/leads?${query}`, headers: support.headers })).json()
        .data as { _id: string; phone: string; contactShared: boolean }[];
    expect((await list('source=property-page')).map((lead) => lead._id)).toEqual([fromPage]);
    expect((await list('source=api')).map((lead) => lead._id)).toEqual([fromApi]);
    const [lead] = await list('source=property-page');
    expect(lead).toMatchObject({ phone: '9833333332', contactShared: true });
  });

  it('refuses a source the product does not know', async () => {
    const listing = await ctx.app.inject({ url: `/api/listings/${ids.C}` });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/leads',
      headers: seeker.headers,
      payload: {
        propertyId: ids.C,
        consent: true,
        consentText: listing.json().listing.contactConsentText,
        source: 'search-results',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('source must be one of property-page, api');
  });
});
