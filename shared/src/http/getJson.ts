import { userApi } from './clients';

/**
 * GET an api path (relative to /api/) and read its JSON; rejects as the http client does. Data
 * functions that a server render also runs take one: the server passes its in-process one.
 */
export type GetJson = (path: string) => Promise<unknown>;

/** The browser's: through the user's http client (bearer token, refresh on expiry). */
export const getJsonFromApi: GetJson = (path) => userApi.get(path).json();
