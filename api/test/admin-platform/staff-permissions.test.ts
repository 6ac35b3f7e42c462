import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { ROLE_PERMISSIONS } from 'shared/contracts/adminPermissions';
import { loginAdmin, loginAdminAs } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`a staff member's permissions (${engineUnderTest})`, () => {
  it('the admin login answers the role and everything it may do', async () => {
    const res = await loginAdmin(ctx);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'super-admin',
      permissions: [...ROLE_PERMISSIONS['super-admin']],
    });
  });

  it('GET /api/admin/me answers a moderator with only the moderator permissions', async () => {
    const moderator = await loginAdminAs(ctx, 'moderator');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: moderator.headers,
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ email: moderator.email, role: 'moderator' });
    expect([...user.permissions].sort()).toEqual([...ROLE_PERMISSIONS.moderator].sort());
    expect(user.permissions).not.toContain('operators.manage');
  });
});
