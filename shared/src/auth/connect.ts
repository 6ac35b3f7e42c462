import type { Scope } from 'effector';
import { scopeBind } from 'effector';
import type { HttpHooks } from 'shared/http';
import { configureHttp, followOtherTabs } from 'shared/http';
import { tokensChanged } from './tokenSync';

export type ConnectAuthOptions = {
  /** The scope the shell forked and gave to <Provider>. */
  scope: Scope;
  /** Client-side navigation (e.g. react-router's `navigate`), used after a failed refresh. */
  navigate: (path: string) => void;
  /**
   * Shows the api's reason when a refresh was refused because staff blocked the account (the
   * shell passes its error toast; shared/auth does not import the toasts itself, so the shell's
   * first load carries one copy of them).
   */
  onAccountBlocked?: (message: string) => void;
};

/**
 * Wires the http clients to the auth stores of `scope`: a refreshed or cleared session
 * (here or in another tab) updates `$auth` / `$adminAuth`, a failed refresh navigates, and a
 * refresh refused because the account is blocked toasts the api's reason.
 * Returns a disconnect.
 */
export function connectAuth({ scope, navigate, onAccountBlocked }: ConnectAuthOptions): () => void {
  const notify = scopeBind(tokensChanged, { scope, safe: true });
  const onTokensChanged: HttpHooks['onTokensChanged'] = (audience, tokens) =>
    notify({ audience, tokens });
  const restoreHttp = configureHttp({ navigate, onTokensChanged, onAccountBlocked });
  const stopFollowing = followOtherTabs(onTokensChanged);
  return () => {
    stopFollowing();
    restoreHttp();
  };
}
