import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index';
import type { LoggedInUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import type { TestContext } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const callAs =
  (ctx: TestContext) => (user: LoggedInUser, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

export async function saveSearch(
  ctx: TestContext,
  user: LoggedInUser,
  criteria: Record<string, unknown>,
  alerts: 'instant' | 'daily' = 'instant',
  name = 'My search',
) {
  const res = await callAs(ctx)(user, 'POST', '/api/users/saved-searches', {
    name,
    criteria,
    alerts,
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  return res.json().savedSearch as { _id: string; name: string };
}

/** A pending listing of `ownerId`, then published through the dev route (as e2e does). */
export async function publishNew(
  ctx: TestContext,
  ownerId: string,
  values: Parameters<typeof insertProperty>[2] = {},
) {
  const row = await insertProperty(ctx.database, ownerId, { status: 'pending-review', ...values });
  const res = await ctx.app.inject({ method: 'POST', url: `/api/dev/listings/${row.id}/publish` });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.body}`);
  return row;
}

/** Runs queued jobs (the worker is off in these tests) until none is due. */
export async function runJobs(ctx: TestContext) {
  let ran = 0;
  while (await ctx.app.jobWorker.runOnce()) ran++;
  return ran;
}

export async function setEmail(ctx: TestContext, userId: string, email: string | null) {
  await ctx.database.db.update(users).set({ email }).where(eq(users.id, userId));
}
