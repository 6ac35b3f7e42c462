import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let asha: LoggedInUser;
let ravi: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  asha = await loginUser(ctx, '9720000001');
  ravi = await loginUser(ctx, '9720000002');
});
afterAll(() => ctx.close());

const update = (user: LoggedInUser, payload: object, id = user.id) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/users/user/update/${id}`,
    headers: user.headers,
    payload,
  });
const getUser = (user: LoggedInUser, id = user.id) =>
  ctx.app.inject({ method: 'GET', url: `/api/users/user/getUser/${id}`, headers: user.headers });

describe(`profile update rules (${engineUnderTest})`, () => {
  it('keeps an agent RERA id that fits the state, and answers it with the profile', async () => {
    const res = await update(asha, {
      name: 'Asha Rao',
      userType: 'agent',
      companyName: 'Rao Homes',
      state: 'Maharashtra',
      city: 'Pune',
      reraAgentId: 'P52100012345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Asha Rao',
      userType: 'agent',
      reraAgentId: 'P52100012345',
      isNewUser: false,
    });
  });

  it("refuses a RERA id that does not fit the state's format, in words", async () => {
    const res = await update(asha, { state: 'Karnataka', reraAgentId: 'P52100012345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Karnataka RERA');
    expect(res.json().message).toContain('Correct it or leave it empty');
    expect((await getUser(asha)).json().user).toMatchObject({
      state: 'Maharashtra',
      reraAgentId: 'P52100012345',
    });
  });

  it('refuses moving to a state whose format the kept RERA id does not fit', async () => {
    const res = await update(asha, { state: 'Telangana' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('TS RERA');
  });

  it("refuses an owner's RERA id with a message saying what to do", async () => {
    await update(ravi, { name: 'Ravi', userType: 'owner' });
    const res = await update(ravi, { reraAgentId: 'P52100012345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Only agents and builders have a RERA agent id. Choose agent or builder, or leave the RERA id empty.',
    );
  });

  it('clears the RERA id when an agent becomes an owner', async () => {
    const res = await update(asha, { userType: 'owner' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.reraAgentId).toBeNull();
  });

  it('refuses RERA ids with characters no authority uses', async () => {
    const res = await update(asha, { userType: 'builder', reraAgentId: 'P521 <b>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('reraAgentId may contain only letters, digits, / and -');
  });

  it('refuses a photo given both as an upload and as a URL', async () => {
    const res = await update(asha, {
      profileImage: '/api/media-files/x.webp',
      profileMediaId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not both');
  });

  it('counts only active listings as the profile page shows them', async () => {
    await insertProperty(ctx.database, ravi.id, { status: 'active', title: 'Live flat' });
    await insertProperty(ctx.database, ravi.id, { status: 'draft', title: 'Draft flat' });
    const user = (await getUser(ravi)).json().user;
    expect(user.propertyCount).toBe(2);
    expect(user.activeListingCount).toBe(1);
  });

  it("answers 403 for another user's profile, read or written, and changes nothing", async () => {
    expect((await getUser(ravi, asha.id)).statusCode).toBe(403);
    const res = await update(ravi, { name: 'Stolen', reraAgentId: null }, asha.id);
    expect(res.statusCode).toBe(403);
    expect((await getUser(asha)).json().user.name).toBe('Asha Rao');
  });
});
