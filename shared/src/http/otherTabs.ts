import type { Audience, TokenPair } from './tokens';
import { readTokens, TOKEN_STORAGE_KEYS } from './tokens';

/**
 * Another tab signed out, signed in again or rotated the tokens: report it like a refresh
 * here, so this tab's stores follow. Returns the unsubscribe.
 */
export function followOtherTabs(
  onTokensChanged: (audience: Audience, tokens: TokenPair | null) => void,
): () => void {
  const target = globalThis.window;
  if (!target?.addEventListener) return () => {};
  const onStorage = (event: StorageEvent) => {
    for (const audience of ['user', 'admin'] as const) {
      const keys = TOKEN_STORAGE_KEYS[audience];
      if (event.key !== keys.token && event.key !== keys.refreshToken && event.key !== null)
        continue;
      const { token, refreshToken } = readTokens(audience);
      onTokensChanged(audience, token && refreshToken ? { token, refreshToken } : null);
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
