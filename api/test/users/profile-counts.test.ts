import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser, requestOtp, verifyOtp } from '../helpers/auth';
import { insertLead, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let other: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9833333333');
  other = await loginUser(ctx, '9844444444');
});
afterAll(() => ctx.close());

describe(`profile counters (${engineUnderTest})`, () => {
  it("counts the owner's own listings and leads (the header badges)", async () => {
    const first = await insertProperty(ctx.database, owner.id);
    await insertProperty(ctx.database, owner.id, { status: 'inactive' });
    await insertProperty(ctx.database, owner.id, { title: 'Third listing of the owner' });
    await insertProperty(ctx.database, other.id);
    await insertLead(ctx.database, first.id, owner.id, { name: 'Ravi Kumar' });
    await insertLead(ctx.database, first.id, owner.id, { name: 'Meera Iyer' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/user/getUser/${owner.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ propertyCount: 3, leadsCount: 2 });
  });

  it('answers the same counters after a profile update', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/user/update/${owner.id}`,
      headers: owner.headers,
      payload: { name: 'Asha Rao' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ propertyCount: 3, leadsCount: 2 });
  });

  it('counts only leads not yet marked as contacted in leadsCount (the My Leads badge)', async () => {
    const leads = await ctx.app.inject({
      url: `/api/users/leads/${owner.id}`,
      headers: owner.headers,
    });
    const [first] = leads.json().data;
    const marked = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/leads/${owner.id}/${first._id}`,
      headers: owner.headers,
      payload: { contacted: true },
    });
    expect(marked.statusCode).toBe(200);
    const res = await ctx.app.inject({
      url: `/api/users/user/getUser/${owner.id}`,
      headers: owner.headers,
    });
    expect(res.json().user).toMatchObject({ propertyCount: 3, leadsCount: 1 });
    // The login answer carries the same count.
    await requestOtp(ctx, owner.phone);
    const otp = ctx.sms.latestFor(owner.phone)?.otp as string;
    const login = await verifyOtp(ctx, owner.phone, otp);
    expect(login.json().user.leadsCount).toBe(1);
  });
});
