import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { countRows, insertMarket, type Letter } from '../helpers/listings';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let ids: Record<Letter, string>;
let owner: LoggedInUser;
let seeker: LoggedInUser;
let other: LoggedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9833333331');
  seeker = await loginUser(ctx, '9833333332');
  other = await loginUser(ctx, '9833333333');
  ids = await insertMarket(ctx, owner.id);
});
afterAll(() => ctx.close());

async function consentFor(id: string): Promise<string> {
  const res = await ctx.app.inject({ url: `/api/listings/${id}` });
  return res.json().listing.contactConsentText;
}

const contact = (user: LoggedInUser | null, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/leads',
    headers: user ? user.headers : {},
    payload,
  });

describe(`contact owner (${engineUnderTest})`, () => {
  it('needs a login', async () => {
    const res = await contact(null, {
      propertyId: ids.A,
      consent: true,
      consentText: await consentFor(ids.A),
    });
    expect(res.statusCode).toBe(401);
  });

  it('needs consent, with the text that names the recipient', async () => {
    const consentText = await consentFor(ids.A);
    const refused = await contact(seeker, { propertyId: ids.A, consent: false, consentText });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('consent is required');
    const missing = await contact(seeker, { propertyId: ids.A, consentText });
    expect(missing.statusCode).toBe(400);
    const wrongText = await contact(seeker, {
      propertyId: ids.A,
      consent: true,
      consentText: 'I agree to share my details with anyone at all.',
    });
    expect(wrongText.statusCode).toBe(400);
    expect(wrongText.json().message).toContain('consentText does not match');
    expect(await countRows(ctx.database, 'leads')).toBe(0);
  });

  it('creates one lead per property and seeker per day, visible to the owner only', async () => {
    const consentText = await consentFor(ids.A);
    const first = await contact(seeker, {
      propertyId: ids.A,
      consent: true,
      consentText,
      message: 'Is it still available?',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isSuccess: true, created: true });

    const second = await contact(seeker, { propertyId: ids.A, consent: true, consentText });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ created: false, leadId: first.json().leadId });
    expect(second.json().message).toContain('already contacted');

    const leads = await ctx.app.inject({
      url: `/api/users/leads/${owner.id}`,
      headers: owner.headers,
    });
    expect(leads.json().total).toBe(1);
    expect(leads.json().data[0]).toMatchObject({
      propertyId: ids.A,
      phone: seeker.phone,
      message: 'Is it still available?',
    });
    const consent = await ctx.database.pool.query(
      'SELECT seeker_id, recipient_id, consent_text FROM lead_consents',
    );
    expect(consent.rows).toEqual([
      { seeker_id: seeker.id, recipient_id: owner.id, consent_text: consentText },
    ]);

    for (const intruder of [seeker, other]) {
      const peek = await ctx.app.inject({
        url: `/api/users/leads/${owner.id}`,
        headers: intruder.headers,
      });
      expect(peek.statusCode).toBe(403);
    }
  });

  it('allows a new lead on the next day', async () => {
    ctx.clock.advance(24 * 3600_000);
    // Access tokens live minutes: log everyone in again on the new day.
    owner = await loginUser(ctx, owner.phone);
    seeker = await loginUser(ctx, seeker.phone);
    other = await loginUser(ctx, other.phone);
    const res = await contact(seeker, {
      propertyId: ids.A,
      consent: true,
      consentText: await consentFor(ids.A),
    });
    expect(res.json()).toMatchObject({ created: true });
    expect(await countRows(ctx.database, 'leads')).toBe(2);
  });

  it('absorbs concurrent duplicates into one lead', async () => {
    const consentText = await consentFor(ids.B);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => contact(other, { propertyId: ids.B, consent: true, consentText })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().created)).toHaveLength(1);
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM leads WHERE property_id = $1',
      [ids.B],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses inactive listings and the owner contacting themself', async () => {
    const draft = await contact(seeker, {
      propertyId: ids.I,
      consent: true,
      consentText: 'x'.repeat(20),
    });
    expect(draft.statusCode).toBe(404);
    const own = await contact(owner, {
      propertyId: ids.C,
      consent: true,
      consentText: await consentFor(ids.C),
    });
    expect(own.statusCode).toBe(400);
  });
});

describe(`favourites (${engineUnderTest})`, () => {
  const add = (user: LoggedInUser, userId: string, propertyId: string, isFavourite?: boolean) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/property/addFavourite',
      headers: user.headers,
      payload: { userId, propertyId, ...(isFavourite === undefined ? {} : { isFavourite }) },
    });

  it('toggles without a wanted state and is idempotent with one', async () => {
    expect((await add(seeker, seeker.id, ids.A)).json().isFavourite).toBe(true);
    expect((await add(seeker, seeker.id, ids.A)).json().isFavourite).toBe(false);
    expect((await add(seeker, seeker.id, ids.A, true)).json().isFavourite).toBe(true);
    expect((await add(seeker, seeker.id, ids.A, true)).json().isFavourite).toBe(true);
    await add(seeker, seeker.id, ids.D, true);
    await add(seeker, seeker.id, ids.G, true);
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM favourites WHERE user_id = $1',
      [seeker.id],
    );
    expect(rows[0].n).toBe(3);
  });

  it('lists with a title filter and paging', async () => {
    const url = `/api/users/property/favourites/${seeker.id}`;
    const page1 = (
      await ctx.app.inject({ url: `${url}?limit=2&page=1`, headers: seeker.headers })
    ).json();
    const page2 = (
      await ctx.app.inject({ url: `${url}?limit=2&page=2`, headers: seeker.headers })
    ).json();
    expect(page1.total).toBe(3);
    expect(page1.data).toHaveLength(2);
    expect(page2.data).toHaveLength(1);
    const villa = (
      await ctx.app.inject({ url: `${url}?title=villa`, headers: seeker.headers })
    ).json();
    expect(villa.data.map((f: { propertyId: string }) => f.propertyId)).toEqual([ids.D]);
  });

  it("does not let user B see or change A's favourites", async () => {
    const peek = await ctx.app.inject({
      url: `/api/users/property/favourites/${seeker.id}`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(403);
    const change = await add(other, seeker.id, ids.A, false);
    expect(change.statusCode).toBe(403);
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM favourites WHERE user_id = $1',
      [seeker.id],
    );
    expect(rows[0].n).toBe(3);
  });

  it('does not favourite a listing that is not public', async () => {
    expect((await add(seeker, seeker.id, ids.I)).statusCode).toBe(404);
  });
});

describe(`request images (${engineUnderTest})`, () => {
  it('records one request per seeker for the owner', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/request-images',
        headers: seeker.headers,
        payload: { propertyId: ids.F },
      });
    expect((await ask()).json().message).toBe('Image request sent to the owner');
    expect((await ask()).json().message).toContain('already requested');
    const { rows } = await ctx.database.pool.query(
      'SELECT r.requester_id, p.owner_id FROM image_requests r JOIN properties p ON p.id = r.property_id',
    );
    expect(rows).toEqual([{ requester_id: seeker.id, owner_id: owner.id }]);
  });
});
