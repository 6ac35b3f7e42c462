import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

/**
 * The spec's paths are the contract; the route folders (loaded by @fastify/autoload) must not
 * change them. Only the folders routes/api/user and routes/api/admin check a token (their
 * autohooks.ts), so a route put in the wrong folder shows up here as public or locked.
 */
const PUBLIC = [
  'GET /api/admin/suggestion',
  'GET /api/cities',
  'GET /api/dev/emails',
  'GET /api/dev/otp/{phone}',
  'POST /api/dev/listings/{id}/publish',
  'GET /api/health',
  'GET /api/listings/recent',
  'GET /api/listings/search',
  'GET /api/listings/{id}',
  'GET /api/listings/{id}/similar',
  'GET /api/localities',
  'GET /api/media-files/{*}',
  'GET /api/setting',
  'GET /api/states',
  'GET /api/subscription/plans',
  'GET /api/suggestions',
  'POST /api/admin/forgot-password',
  'POST /api/admin/reset-password',
  'POST /api/listings/{id}/views',
  'POST /api/users/login',
  'POST /api/users/refresh-token',
  'POST /api/users/user/login',
  'POST /api/users/user/verify-otp',
  'POST /api/webhooks/razorpay',
];

const id = '00000000-0000-4000-8000-000000000000';
/** Signed-in user routes, each with a request that passes validation (so auth decides the answer). */
const USER: Record<string, object | undefined> = {
  'DELETE /api/drafts/{draftId}': undefined,
  'DELETE /api/property/{id}': undefined,
  'GET /api/drafts/current': undefined,
  'GET /api/property/{id}': undefined,
  'GET /api/drafts/{draftId}': undefined,
  'POST /api/drafts': {},
  'POST /api/drafts/{draftId}/submit': undefined,
  'PUT /api/drafts/{draftId}/sections/{section}': { title: 'A flat' },
  'GET /api/can-post-property/{userId}': undefined,
  'GET /api/users/leads/{userId}': undefined,
  'GET /api/users/leads/{userId}/export.csv': undefined,
  'PATCH /api/users/leads/{userId}/{leadId}': { contacted: true },
  'GET /api/users/dashboard/{userId}': undefined,
  'GET /api/users/property/favourites/{userId}': undefined,
  'DELETE /api/users/property/favourites/{userId}/{favouriteId}': undefined,
  'GET /api/users/saved-searches': undefined,
  'POST /api/users/saved-searches': { name: 'Pune', criteria: { city: 'Pune' }, alerts: 'instant' },
  'PATCH /api/users/saved-searches/{id}': { paused: true },
  'DELETE /api/users/saved-searches/{id}': undefined,
  'GET /api/users/notifications': undefined,
  'GET /api/users/notifications/unread-count': undefined,
  'POST /api/users/notifications/read': { all: true },
  'GET /api/users/user/getUser/{id}': undefined,
  'PATCH /api/property/{id}': { title: 'A new title' },
  'PATCH /api/users/user/update/{id}': { name: 'Asha' },
  'PATCH /api/vedio-image-details/{mediaId}': { action: 'update', caption: 'Hall' },
  'GET /api/media/{mediaId}': undefined,
  // tus (resumable uploads): refused before any tus header is looked at.
  'POST /api/uploads': undefined,
  'HEAD /api/uploads/{mediaId}': undefined,
  'PATCH /api/uploads/{mediaId}': undefined,
  'DELETE /api/uploads/{mediaId}': undefined,
  'POST /api/users/leads': {
    propertyId: id,
    consent: true,
    consentText: 'I agree to share my contact details.',
  },
  'POST /api/users/property/addFavourite': { userId: id, propertyId: id },
  'POST /api/users/request-images': { propertyId: id },
  'GET /api/users/properties/{userId}': undefined,
  'POST /api/property/{id}/renew': undefined,
  'GET /api/property/{id}/insights': undefined,
  'GET /api/property/{id}/listing': undefined,
  'POST /api/users/user/logout/{userId}': undefined,
  'GET /api/subscription/current': undefined,
  'POST /api/subscription/free': undefined,
  'POST /api/checkout/quote': { planCode: 'BASIC' },
  'POST /api/checkout/orders': { planCode: 'BASIC' },
  'POST /api/checkout/test/{paymentId}': { outcome: 'success' },
  'POST /api/checkout/razorpay/verify': {
    razorpay_order_id: 'order_1',
    razorpay_payment_id: 'pay_1',
    razorpay_signature: 'ab',
  },
  'GET /api/payments': undefined,
  'GET /api/payments/{paymentId}': undefined,
  'GET /api/invoices/{invoiceId}': undefined,
};
const ADMIN: Record<string, object | undefined> = {
  'GET /api/admin/me': undefined,
  'POST /api/admin/change-password': {
    currentPassword: 'Correct-Horse-42',
    newPassword: 'Another-Horse-43',
  },
  'POST /api/admin/logout': undefined,
  'GET /api/admin/dashboard': undefined,
  'GET /api/admin/operators': undefined,
  'POST /api/admin/operators': { email: 'new@test.local', name: 'New', role: 'support' },
  'PATCH /api/admin/operators/{id}': { name: 'New' },
  'POST /api/admin/operators/{id}/resend-invite': undefined,
  'GET /api/admin/audit-log': undefined,
  'GET /api/admin/audit-log/export.csv': undefined,
  'GET /api/admin/settings': undefined,
  'POST /api/admin/settings': { title: 'About', configUrl: '/about-them', content: '<p>Hi</p>' },
  'PUT /api/admin/settings/order': { ids: [id] },
  'PUT /api/admin/settings/key/{configKey}': { value: 'help@example.com' },
  'POST /api/admin/settings/logo': undefined,
  'PATCH /api/admin/settings/{id}': { title: 'About' },
  'DELETE /api/admin/settings/{id}': undefined,
  'GET /api/admin/suggestions': undefined,
  'GET /api/admin/suggestions/export.csv': undefined,
  'POST /api/admin/suggestion': { searchText: 'Baner' },
  'PUT /api/admin/suggestion/order': { ids: [id, '00000000-0000-4000-8000-000000000001'] },
  'PATCH /api/admin/suggestion/{id}': { searchText: 'Baner' },
  'DELETE /api/admin/suggestion/{id}': undefined,
  'GET /api/admin/users': undefined,
  'GET /api/admin/users/export.csv': undefined,
  'GET /api/admin/users/{id}': undefined,
  'GET /api/admin/users/{id}/listings': undefined,
  'GET /api/admin/users/{id}/leads': undefined,
  'GET /api/admin/users/{id}/payments': undefined,
  'POST /api/admin/users/{id}/block': { reason: 'Fake listings reported' },
  'POST /api/admin/users/{id}/unblock': undefined,
  'GET /api/admin/users/{id}/history': undefined,
  'GET /api/admin/coupons': undefined,
  'GET /api/admin/coupons/export.csv': undefined,
  'POST /api/admin/coupons': { code: 'SAVE10', kind: 'percent', value: 10 },
  'PATCH /api/admin/coupons/{id}': { active: false },
  'GET /api/admin/coupons/{id}/history': undefined,
  'GET /api/admin/leads': undefined,
  'GET /api/admin/leads/export.csv': undefined,
  'GET /api/admin/leads/assignees': undefined,
  'POST /api/admin/leads/assign': { ids: [id], adminId: id },
  'POST /api/admin/leads/{id}/forward': undefined,
  'PATCH /api/admin/leads/{id}': { status: 'closed' },
  'GET /api/admin/leads/{id}/history': undefined,
  'GET /api/admin/properties': undefined,
  'GET /api/admin/properties/export.csv': undefined,
  'GET /api/admin/properties/{id}': undefined,
  'GET /api/admin/properties/{id}/history': undefined,
  'POST /api/admin/properties/{id}/approve': undefined,
  'POST /api/admin/properties/{id}/reject': { reason: 'The photos show another building' },
  'POST /api/admin/properties/bulk': { action: 'approve', ids: [id] },
  'PATCH /api/admin/properties/{id}': { title: 'A corrected title' },
  'POST /api/admin/properties/{id}/feature': { until: null },
  'POST /api/admin/properties/{id}/expire': undefined,
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const request = (route: string, payload: object | undefined, headers: Record<string, string>) => {
  const [method, path] = route.split(' ') as [Method, string];
  return ctx.app.inject({
    method,
    url: path
      .replace('{section}', 'basicDetails')
      .replace('{configKey}', 'SUPPORT_EMAIL')
      .replace(/\{[^}]+\}/g, id),
    headers,
    ...(payload ? { payload } : {}),
  });
};

let ctx: TestContext;
let user: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await loginUser(ctx, '9700000042');
});
afterAll(() => ctx.close());

describe(`route table (${engineUnderTest})`, () => {
  it('documents every spec path once, with the bearer lock exactly on user and admin routes', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        locked: operation.security !== undefined,
      })),
    );
    const byName = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(operations.sort(byName)).toEqual(
      [
        ...PUBLIC.map((route) => ({ route, locked: false })),
        ...Object.keys({ ...USER, ...ADMIN }).map((route) => ({ route, locked: true })),
      ].sort(byName),
    );
  });

  it('answers 401 to a user or admin route called without a token', async () => {
    for (const [route, payload] of Object.entries({ ...USER, ...ADMIN })) {
      const res = await request(route, payload, {});
      expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it("answers 401 to an admin route called with a user's token", async () => {
    for (const [route, payload] of Object.entries(ADMIN)) {
      const res = await request(route, payload, user.headers);
      expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('lets a user token through to the route itself', async () => {
    const res = await request(
      'GET /api/users/user/getUser/{id}'.replace('{id}', user.id),
      undefined,
      user.headers,
    );
    expect(res.statusCode).toBe(200);
  });
});
