import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertMedia, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let seeker: LoggedInUser;
let propertyId: string;
let mediaId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9855555555');
  seeker = await loginUser(ctx, '9866666666');
  propertyId = (await insertProperty(ctx.database, owner.id)).id;
  mediaId = (await insertMedia(ctx.database, propertyId)).id;
});
afterAll(() => ctx.close());

type Call = {
  what: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: () => string;
  user?: () => LoggedInUser;
  payload?: () => Record<string, unknown>;
  field: string;
};

const consentText = async () =>
  (await ctx.app.inject({ url: `/api/listings/${propertyId}` })).json().listing.contactConsentText;

const send = (call: Call, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method: call.method,
    url: call.url(),
    headers: call.user ? call.user().headers : {},
    ...(payload ? { payload } : {}),
  });

const calls: Call[] = [
  {
    what: 'a city query',
    method: 'GET',
    url: () => '/api/cities?state=%00',
    field: 'querystring.state',
  },
  {
    what: 'a favourites title filter',
    method: 'GET',
    url: () => `/api/users/property/favourites/${seeker.id}?title=lake%01view`,
    user: () => seeker,
    field: 'querystring.title',
  },
  {
    what: 'a leads search',
    method: 'GET',
    url: () => `/api/users/leads/${owner.id}?search=Ravi%00`,
    user: () => owner,
    field: 'querystring.search',
  },
  {
    what: 'a listing search text',
    method: 'GET',
    url: () => '/api/listings/search?q=Powai%00',
    field: 'querystring.q',
  },
  {
    what: 'a profile name',
    method: 'PATCH',
    url: () => `/api/users/user/update/${owner.id}`,
    user: () => owner,
    payload: () => ({ name: 'Asha\u0000Rao' }),
    field: 'body.name',
  },
  {
    what: 'a listing description',
    method: 'PATCH',
    url: () => `/api/property/${propertyId}`,
    user: () => owner,
    payload: () => ({ description: 'Sunny\u0000flat' }),
    field: 'body.description',
  },
  {
    what: 'a listing title (a tab is no line of text either)',
    method: 'PATCH',
    url: () => `/api/property/${propertyId}`,
    user: () => owner,
    payload: () => ({ title: 'Sunny\t2 BHK flat' }),
    field: 'body.title',
  },
  {
    what: 'a media caption',
    method: 'PATCH',
    url: () => `/api/vedio-image-details/${mediaId}`,
    user: () => owner,
    payload: () => ({ action: 'update', caption: 'Hall\u001b[31m' }),
    field: 'body.caption',
  },
];

describe(`control characters in text (${engineUnderTest})`, () => {
  for (const call of calls) {
    it(`refuses one in ${call.what} with a 400 naming the field`, async () => {
      const res = await send(call, call.payload?.());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, code: 'VALIDATION' });
      const name = call.field.split('.')[1];
      expect(res.json().message).toContain(
        `${call.field}: ${name} must not contain control characters`,
      );
    });
  }

  it('refuses one in a lead message and the seeker name', async () => {
    const base = { propertyId, consent: true, consentText: await consentText() };
    for (const [field, extra] of [
      ['message', { message: 'Still available?\u0000' }],
      ['name', { name: 'Ravi\u0007Kumar' }],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/leads',
        headers: seeker.headers,
        payload: { ...base, ...extra },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(
        `body.${field}: ${field} must not contain control characters`,
      );
    }
  });

  it('keeps line breaks and tabs where text has several lines', async () => {
    const description = 'Sunny flat.\n\tNear the metro.\r\nVastu compliant.';
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/property/${propertyId}`,
      headers: owner.headers,
      payload: { description },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().property.description).toBe(description);
    const lead = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/leads',
      headers: seeker.headers,
      payload: {
        propertyId,
        consent: true,
        consentText: await consentText(),
        message: 'Hello,\nis it still available?',
      },
    });
    expect(lead.statusCode).toBe(200);
  });
});
