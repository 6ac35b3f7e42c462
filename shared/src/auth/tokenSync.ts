import { createEffect, createEvent, sample } from 'effector';
import type { Audience, TokenPair } from 'shared/http';
import { clearTokens, writeTokens } from 'shared/http';
import { $adminAuth, adminAuthReset, adminLoginFx } from './adminModel';
import { $auth, authReset, verifyOtpFx } from './userModel';

export type TokensChange = { audience: Audience; tokens: TokenPair | null };

/**
 * The http layer refreshed (tokens) or ended (null) a session. The shell binds it with
 * `scopeBind` through `connectAuth`, so the stores follow what the http layer did.
 */
export const tokensChanged = createEvent<TokensChange>();

const storeTokensFx = createEffect(({ audience, tokens }: TokensChange) => {
  if (tokens) writeTokens(audience, tokens);
  else clearTokens(audience);
});

sample({
  clock: verifyOtpFx.doneData,
  fn: ({ token, refreshToken }): TokensChange => ({
    audience: 'user',
    tokens: { token, refreshToken },
  }),
  target: storeTokensFx,
});
sample({
  clock: adminLoginFx.doneData,
  fn: ({ token, refreshToken }): TokensChange => ({
    audience: 'admin',
    tokens: { token, refreshToken },
  }),
  target: storeTokensFx,
});
sample({
  clock: authReset,
  fn: (): TokensChange => ({ audience: 'user', tokens: null }),
  target: storeTokensFx,
});
sample({
  clock: adminAuthReset,
  fn: (): TokensChange => ({ audience: 'admin', tokens: null }),
  target: storeTokensFx,
});

const userTokensChanged = sample({ clock: tokensChanged, filter: (c) => c.audience === 'user' });
const adminTokensChanged = sample({ clock: tokensChanged, filter: (c) => c.audience === 'admin' });

sample({ clock: userTokensChanged, filter: (c) => c.tokens === null, target: authReset });
sample({
  clock: adminTokensChanged,
  filter: (c) => c.tokens === null,
  target: adminAuthReset,
});

$auth.on(userTokensChanged, (state, { tokens }) =>
  tokens && state.user ? { ...state, user: { ...state.user, ...tokens } } : state,
);
$adminAuth.on(adminTokensChanged, (state, { tokens }) =>
  tokens && state.adminInfo ? { ...state, adminInfo: { ...state.adminInfo, ...tokens } } : state,
);
