import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { favourites, properties, propertyMedia, users } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertMedia, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let a: LoggedInUser;
let b: LoggedInUser;
let propertyId: string;
let mediaId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  a = await loginUser(ctx, '9700000001');
  b = await loginUser(ctx, '9700000002');
  await ctx.app.inject({
    method: 'PATCH',
    url: `/api/users/user/update/${a.id}`,
    headers: a.headers,
    payload: { name: 'Asha' },
  });
  const property = await insertProperty(ctx.database, a.id, {
    status: 'draft',
    title: 'Private draft of Asha',
  });
  propertyId = property.id;
  mediaId = (await insertMedia(ctx.database, property.id, true)).id;
  await insertLead(ctx.database, property.id, a.id, { name: 'Lead for Asha' });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/users/property/addFavourite',
    headers: a.headers,
    payload: { userId: a.id, propertyId },
  });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const asB = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: b.headers, ...(payload ? { payload } : {}) });

describe(`user B never reads or changes user A's things (${engineUnderTest})`, () => {
  it('GET users/user/getUser/{A}', async () => {
    const res = await asB('GET', `/api/users/user/getUser/${a.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(a.phone);
  });

  it('PATCH users/user/update/{A}', async () => {
    const res = await asB('PATCH', `/api/users/user/update/${a.id}`, { name: 'Hacked' });
    expect(res.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, a.id));
    expect(row?.name).toBe('Asha');
  });

  it('POST users/user/logout/{A}', async () => {
    expect((await asB('POST', `/api/users/user/logout/${a.id}`)).statusCode).toBe(403);
    const stillIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      payload: { refreshToken: a.refreshToken },
    });
    expect(stillIn.statusCode).toBe(200);
    a.refreshToken = stillIn.json().refreshToken;
  });

  it('PATCH property/{A property}', async () => {
    const res = await asB('PATCH', `/api/property/${propertyId}`, {
      title: 'Stolen listing title',
    });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, propertyId));
    expect(row?.title).toBe('Private draft of Asha');
  });

  it('DELETE property/{A property}', async () => {
    expect((await asB('DELETE', `/api/property/${propertyId}`)).statusCode).toBe(404);
    expect(
      await ctx.database.db.select().from(properties).where(eq(properties.id, propertyId)),
    ).toHaveLength(1);
  });

  it('PATCH vedio-image-details/{A media}', async () => {
    expect(
      (await asB('PATCH', `/api/vedio-image-details/${mediaId}`, { action: 'delete' })).statusCode,
    ).toBe(404);
    expect(
      (
        await asB('PATCH', `/api/vedio-image-details/${mediaId}`, {
          action: 'update',
          caption: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.id, mediaId));
    expect(row?.caption).toBeNull();
  });

  it('GET users/leads/{A}', async () => {
    const res = await asB('GET', `/api/users/leads/${a.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Lead for Asha');
  });

  it('GET users/property/favourites/{A}', async () => {
    expect((await asB('GET', `/api/users/property/favourites/${a.id}`)).statusCode).toBe(403);
  });

  it('POST users/property/addFavourite for A', async () => {
    expect(
      (await asB('POST', '/api/users/property/addFavourite', { userId: a.id, propertyId }))
        .statusCode,
    ).toBe(403);
    expect(
      await ctx.database.db.select().from(favourites).where(eq(favourites.userId, a.id)),
    ).toHaveLength(1);
  });

  it("POST users/property/addFavourite on A's draft (not public)", async () => {
    expect(
      (await asB('POST', '/api/users/property/addFavourite', { userId: b.id, propertyId }))
        .statusCode,
    ).toBe(404);
  });

  it("POST users/request-images on A's draft (not public)", async () => {
    expect((await asB('POST', '/api/users/request-images', { propertyId })).statusCode).toBe(404);
  });

  it('GET can-post-property/{A}', async () => {
    expect((await asB('GET', `/api/can-post-property/${a.id}`)).statusCode).toBe(403);
  });

  it('every user route refuses an admin token', async () => {
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: ctx.config.admin.email, password: ctx.config.admin.password },
    });
    const headers = { authorization: `Bearer ${admin.json().token}` };
    for (const [method, url] of [
      ['GET', `/api/users/user/getUser/${a.id}`],
      ['GET', `/api/users/leads/${a.id}`],
      ['GET', `/api/users/property/favourites/${a.id}`],
      ['GET', `/api/can-post-property/${a.id}`],
      ['DELETE', `/api/property/${propertyId}`],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers })).statusCode).toBe(401);
    }
  });
});
