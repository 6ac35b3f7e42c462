import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
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
});
