import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiFailure } from 'shared/http';
import { request, userApi } from 'shared/http';
import type {
  UserLoginAnswer,
  UserLoginBody,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from '../contracts/auth';
import { DEVICE_ID_HEADER, deviceId } from './deviceId';
import type { AuthState } from './types';

export const OTP_SEND_FAILED = 'Failed to send OTP';
export const OTP_VERIFY_FAILED = 'OTP verification failed';

export const initialAuthState: AuthState = {
  loading: false,
  error: null,
  user: null,
  isAuthenticated: false,
};

// data
export const $auth = createStore<AuthState>(initialAuthState);

// events
/** Clears the session locally (logout, failed refresh). */
export const authReset = createEvent();
/** Persisted state was read (internal: the persistence model fills it). */
export const authRestored = createEvent<AuthState>();

// effects: contracts load on demand so zod stays out of the first-load bundle
export const sendOtpFx = createEffect<UserLoginBody, UserLoginAnswer, ApiFailure>(async (body) => {
  const { userLoginAnswerSchema } = await import('../contracts/auth');
  return request(
    userLoginAnswerSchema,
    userApi
      .url('users/user/login')
      .headers({ [DEVICE_ID_HEADER]: deviceId() })
      .post(body)
      .json(),
    OTP_SEND_FAILED,
  );
});

export const verifyOtpFx = createEffect<VerifyOtpBody, VerifyOtpAnswer, ApiFailure>(
  async (body) => {
    const { verifyOtpAnswerSchema } = await import('../contracts/auth');
    return request(
      verifyOtpAnswerSchema,
      userApi
        .url('users/user/verify-otp')
        .headers({ [DEVICE_ID_HEADER]: deviceId() })
        .post(body)
        .json(),
      OTP_VERIFY_FAILED,
    );
  },
);

const postLogoutFx = createEffect<{ userId: string | null }, void, ApiFailure>(
  async ({ userId }) => {
    if (!userId) return;
    const { logoutAnswerSchema } = await import('../contracts/auth');
    await request(logoutAnswerSchema, userApi.url(`users/user/logout/${userId}`).post().json());
  },
);

/** Tells the server to revoke the session, then resets auth whatever the answer. */
export const logoutFx = attach({
  source: $auth.map(({ user }) => ({ userId: user?._id ?? null })),
  effect: postLogoutFx,
});

// logic
$auth
  .on([sendOtpFx, verifyOtpFx], (state) => ({ ...state, loading: true, error: null }))
  .on(sendOtpFx.done, (state) => ({ ...state, loading: false }))
  .on(sendOtpFx.failData, (state, failure) => ({
    ...state,
    loading: false,
    error: failure.message,
  }))
  .on(verifyOtpFx.doneData, (_, answer) => ({
    loading: false,
    error: null,
    user: { ...answer.user, token: answer.token, refreshToken: answer.refreshToken },
    isAuthenticated: true,
  }))
  .on(verifyOtpFx.failData, (state, failure) => ({
    ...state,
    loading: false,
    error: failure.message,
  }))
  .on(authRestored, (_, restored) => restored)
  .reset(authReset);

sample({ clock: logoutFx.finally, target: authReset });
