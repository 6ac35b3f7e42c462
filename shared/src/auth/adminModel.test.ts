import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { installFakeFetch, json } from '../http/test/fakeServer';
import { $adminAuth, adminLoginFx, adminLogoutFx, initialAdminAuthState } from './adminModel';
import './tokenSync';

const ADMIN = {
  _id: '6f1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  email: 'ops@example.in',
  name: 'Ops',
  role: 'super-admin',
  permissions: ['dashboard.view', 'operators.manage'],
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  rs.unstubAllGlobals();
});

describe('admin auth', () => {
  it('logs in through POST users/login and keeps adminInfo with tokens', async () => {
    const server = installFakeFetch(() =>
      json(200, {
        isSuccess: true,
        message: 'ok',
        user: ADMIN,
        token: 'adm-1',
        refreshToken: 'adm-r1',
      }),
    );
    const scope = fork();
    const params = { email: 'ops@example.in', password: 'correct horse' };
    const settled = allSettled(adminLoginFx, { scope, params });
    expect(scope.getState($adminAuth).loading).toBe(true);
    await settled;

    expect(server.calls[0]).toMatchObject({ url: '/api/users/login', body: params });
    expect(scope.getState($adminAuth)).toEqual({
      loading: false,
      error: null,
      isAuthenticated: true,
      adminInfo: { ...ADMIN, token: 'adm-1', refreshToken: 'adm-r1' },
    });
    expect(localStorage.getItem('adminToken')).toBe('adm-1');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it("stores the server's message when login fails", async () => {
    installFakeFetch(() => json(401, { isSuccess: false, message: 'Invalid e-mail or password' }));
    const scope = fork();
    await allSettled(adminLoginFx, { scope, params: { email: 'a@b.in', password: 'x' } });
    expect(scope.getState($adminAuth)).toEqual({
      ...initialAdminAuthState,
      error: 'Invalid e-mail or password',
    });
  });

  it('logs out with the admin bearer and resets whatever the answer', async () => {
    localStorage.setItem('adminToken', 'adm-1');
    const server = installFakeFetch(() => json(500));
    const scope = fork({
      values: [
        [
          $adminAuth,
          {
            loading: false,
            error: null,
            isAuthenticated: true,
            adminInfo: { ...ADMIN, token: 'adm-1', refreshToken: 'r' },
          },
        ],
      ],
    });
    const result = await allSettled(adminLogoutFx, { scope });
    expect(result.status).toBe('fail');
    expect(server.calls[0]).toMatchObject({ url: '/api/admin/logout', auth: 'Bearer adm-1' });
    expect(scope.getState($adminAuth)).toEqual(initialAdminAuthState);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
