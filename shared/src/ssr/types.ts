import type { ComponentType } from 'react';

export type ServerPageContext = {
  /** The page's URL as the browser asked for it. */
  url: URL;
  /** GET an api path (relative to /api/, as the http clients take it); rejects with an ApiFailure. */
  getJson: (path: string) => Promise<unknown>;
  /**
   * The signed-in user the page is rendered for (their page-session cookie), on a user's own
   * page only; `getJson` then calls the api as that user. Absent on public pages.
   */
  userId?: string;
};

/**
 * A remote's page as the server renders it: the same component the remote exposes, and the
 * data it needs first, as effector store values keyed by sid (`serialize(scope)`).
 */
export type ServerPage = {
  Component: ComponentType;
  prepare?: (context: ServerPageContext) => Promise<Record<string, unknown>>;
};

/** A remote's server entry: its server-renderable pages by exposed module name. */
export type ServerPages = Partial<Record<string, ServerPage>>;
