/** Where each audience keeps its tokens in localStorage (the user keys follow the spec). */
export type Audience = 'user' | 'admin';
export type TokenPair = { token: string; refreshToken: string };

export const TOKEN_STORAGE_KEYS = {
  user: { token: 'userToken', refreshToken: 'userRefreshToken' },
  admin: { token: 'adminToken', refreshToken: 'adminRefreshToken' },
} as const satisfies Record<Audience, { token: string; refreshToken: string }>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readTokens(audience: Audience): Partial<TokenPair> {
  const keys = TOKEN_STORAGE_KEYS[audience];
  const store = storage();
  return {
    token: store?.getItem(keys.token) ?? undefined,
    refreshToken: store?.getItem(keys.refreshToken) ?? undefined,
  };
}

export function writeTokens(audience: Audience, tokens: TokenPair): void {
  const keys = TOKEN_STORAGE_KEYS[audience];
  const store = storage();
  store?.setItem(keys.token, tokens.token);
  store?.setItem(keys.refreshToken, tokens.refreshToken);
}

export function clearTokens(audience: Audience): void {
  const keys = TOKEN_STORAGE_KEYS[audience];
  const store = storage();
  store?.removeItem(keys.token);
  store?.removeItem(keys.refreshToken);
}
