// The dashboard period's rules without zod, so the admin screen's first load can use them.

/** Without `from`/`to` the dashboard shows the last this many India days, today included. */
export const ADMIN_DASHBOARD_DEFAULT_DAYS = 30;
/** The longest period one request may ask for (a leap year). */
export const ADMIN_DASHBOARD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to` (YYYY-MM-DD), both included: 1 when they are the same day. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
