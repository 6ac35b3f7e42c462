import type { Scope } from 'effector';
import { scopeBind } from 'effector';
import { configureHttp } from '../http/hooks';
import { tokensChanged } from './token-sync';

export type ConnectAuthOptions = {
  /** The scope the shell forked and gave to <Provider>. */
  scope: Scope;
  /** Client-side navigation (e.g. react-router's `navigate`), used after a failed refresh. */
  navigate: (path: string) => void;
};

/**
 * Wires the http clients to the auth stores of `scope`: a refreshed or cleared session
 * updates `$auth` / `$adminAuth`, and a failed refresh navigates. Returns a disconnect.
 */
export function connectAuth({ scope, navigate }: ConnectAuthOptions): () => void {
  return configureHttp({
    navigate,
    onTokensChanged: (audience, tokens) =>
      scopeBind(tokensChanged, { scope, safe: true })({ audience, tokens }),
  });
}
