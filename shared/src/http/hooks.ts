import type { Audience, TokenPair } from './tokens';

/**
 * What the shell injects into the http layer at start (shared never imports the shell).
 * `onTokensChanged` receives the new pair after a refresh, or null when the session ended;
 * bind it to an effector event with `scopeBind` so the auth stores stay in sync.
 * `onAccountBlocked` receives the api's message when a refresh was refused because staff
 * blocked the account (the session has ended; show the message).
 */
export type HttpHooks = {
  navigate: (path: string) => void;
  onTokensChanged: (audience: Audience, tokens: TokenPair | null) => void;
  onAccountBlocked: (message: string) => void;
};

const noop = () => {};
let hooks: HttpHooks = { navigate: noop, onTokensChanged: noop, onAccountBlocked: noop };

/** Installs the hooks; returns a function that restores the previous ones. */
export function configureHttp(next: Partial<HttpHooks>): () => void {
  const previous = hooks;
  hooks = { ...hooks, ...next };
  return () => {
    hooks = previous;
  };
}

export function httpHooks(): HttpHooks {
  return hooks;
}
