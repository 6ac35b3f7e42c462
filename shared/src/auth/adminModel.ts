import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiFailure } from 'shared/http';
import { adminApi, request } from 'shared/http';
import type { AdminLoginAnswer, AdminLoginBody } from '../contracts/adminAuth';
import type { AdminAuthState } from './types';

export const ADMIN_LOGIN_FAILED = 'Login failed';
export const ADMIN_LOGOUT_PATH = 'admin/logout';

export const initialAdminAuthState: AdminAuthState = {
  loading: false,
  adminInfo: null,
  error: null,
  isAuthenticated: false,
};

// data
export const $adminAuth = createStore<AdminAuthState>(initialAdminAuthState);

// events
export const adminAuthReset = createEvent();
export const adminAuthRestored = createEvent<AdminAuthState>();

// effects
export const adminLoginFx = createEffect<AdminLoginBody, AdminLoginAnswer, ApiFailure>(
  async (body) => {
    const { adminLoginAnswerSchema } = await import('../contracts/adminAuth');
    return request(
      adminLoginAnswerSchema,
      adminApi.url('users/login').post(body).json(),
      ADMIN_LOGIN_FAILED,
    );
  },
);

const postAdminLogoutFx = createEffect<{ signedIn: boolean }, void, ApiFailure>(
  async ({ signedIn }) => {
    if (!signedIn) return;
    const { adminPlainAnswerSchema } = await import('../contracts/adminAuth');
    await request(adminPlainAnswerSchema, adminApi.url(ADMIN_LOGOUT_PATH).post().json());
  },
);

/** Revokes the admin session on the server, then resets admin auth whatever the answer. */
export const adminLogoutFx = attach({
  source: $adminAuth.map(({ adminInfo }) => ({ signedIn: adminInfo !== null })),
  effect: postAdminLogoutFx,
});

// logic
$adminAuth
  .on(adminLoginFx, (state) => ({ ...state, loading: true, error: null }))
  .on(adminLoginFx.doneData, (_, answer) => ({
    loading: false,
    error: null,
    adminInfo: { ...answer.user, token: answer.token, refreshToken: answer.refreshToken },
    isAuthenticated: true,
  }))
  .on(adminLoginFx.failData, (state, failure) => ({
    ...state,
    loading: false,
    error: failure.message,
  }))
  .on(adminAuthRestored, (_, restored) => restored)
  .reset(adminAuthReset);

sample({ clock: adminLogoutFx.finally, target: adminAuthReset });
