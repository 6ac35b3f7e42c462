import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema/index';
import { HOUR, MINUTE } from '../../src/lib/dates';
import { digestDue } from '../../src/plugins/app/saved-searches/digests';
import type { EmailMessage } from '../../src/providers/email';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { publishNew, runJobs, saveSearch, setEmail } from './helpers';

let ctx: TestContext;
let owner: LoggedInUser;
let instant: LoggedInUser;
let daily: LoggedInUser;
let noEmail: LoggedInUser;
const sent: EmailMessage[] = [];

/** Moves the test clock forward to the next hh:mm India time (UTC+05:30). */
function advanceToIndiaTime(hour: number, minute = 0) {
  const ist = new Date(ctx.clock.now().getTime() + 5.5 * HOUR);
  const target = new Date(ist);
  target.setUTCHours(hour, minute, 0, 0);
  if (target <= ist) target.setUTCDate(target.getUTCDate() + 1);
  ctx.clock.advance(target.getTime() - ist.getTime());
}

async function publishAndRun(title: string) {
  const listing = await publishNew(ctx, owner.id, {
    city: 'Pune',
    bhk: 2,
    price: 7_500_000,
    title,
  });
  ctx.clock.advance(MINUTE);
  await runJobs(ctx);
  return listing;
}

const mailsTo = (user: string) => sent.filter((m) => m.to === user);

beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER: 'false' } });
  const send = ctx.email.send.bind(ctx.email);
  ctx.email.send = async (message) => {
    sent.push(message);
    await send(message);
  };
  advanceToIndiaTime(6);
  owner = await loginUser(ctx, '9766000001');
  instant = await loginUser(ctx, '9766000002');
  daily = await loginUser(ctx, '9766000003');
  noEmail = await loginUser(ctx, '9766000004');
  await setEmail(ctx, instant.id, 'instant@example.com');
  await setEmail(ctx, daily.id, 'daily@example.com');
  await saveSearch(ctx, instant, { city: 'Pune' }, 'instant', 'Pune instant');
  await saveSearch(ctx, daily, { city: 'Pune' }, 'daily', 'Pune daily');
  await saveSearch(ctx, noEmail, { city: 'Pune' }, 'instant', 'Pune, no e-mail');
  ctx.clock.advance(MINUTE);
});
afterAll(() => ctx.close());

describe(`saved-search e-mail digests (${engineUnderTest})`, () => {
  it('instant: the first match of the day is e-mailed at once, with title, price and link', async () => {
    const first = await publishAndRun('First flat of the day');
    const mails = mailsTo('instant@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New listings for your saved search "Pune instant"');
    expect(mails[0]?.text).toContain('First flat of the day: Rs. 75 Lac');
    expect(mails[0]?.text).toContain(`/property/details/${first.id}`);
    expect(ctx.email.latestFor('instant@example.com')?.subject).toContain('Pune instant');
  });

  it('daily: nothing before 08:00 India time', () => {
    expect(mailsTo('daily@example.com')).toHaveLength(0);
  });

  it('instant: later matches that day wait for the next day', async () => {
    ctx.clock.advance(HOUR);
    const second = await publishAndRun('Second flat of the day');
    expect(mailsTo('instant@example.com')).toHaveLength(1);
    const [row] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.propertyId, second.id));
    expect(row?.emailedAt).toBeNull();
  });

  it('daily: one digest from 08:00 with everything matched so far, then none until the next day', async () => {
    advanceToIndiaTime(8, 5);
    await ctx.app.savedSearchAlerts.enqueue();
    await runJobs(ctx);
    const mails = mailsTo('daily@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('First flat of the day');
    expect(mails[0]?.text).toContain('Second flat of the day');
    ctx.clock.advance(2 * HOUR);
    await publishAndRun('Third flat of the day');
    expect(mailsTo('daily@example.com')).toHaveLength(1);
    expect(mailsTo('instant@example.com')).toHaveLength(1);
  });

  it('the next day each gets one digest with what waited, never what was already sent', async () => {
    advanceToIndiaTime(0, 30);
    await ctx.app.savedSearchAlerts.enqueue();
    await runJobs(ctx);
    const instantMails = mailsTo('instant@example.com');
    expect(instantMails).toHaveLength(2);
    expect(instantMails[1]?.text).toContain('Second flat of the day');
    expect(instantMails[1]?.text).toContain('Third flat of the day');
    expect(instantMails[1]?.text).not.toContain('First flat of the day');
    expect(mailsTo('daily@example.com')).toHaveLength(1);
    advanceToIndiaTime(8);
    await ctx.app.savedSearchAlerts.sendDigests();
    await ctx.app.savedSearchAlerts.sendDigests();
    const dailyMails = mailsTo('daily@example.com');
    expect(dailyMails).toHaveLength(2);
    expect(dailyMails[1]?.text).toContain('Third flat of the day');
    expect(dailyMails[1]?.text).not.toContain('Second flat of the day');
  });

  it('a user without an e-mail has the bell only', async () => {
    expect(sent.filter((m) => !m.to.endsWith('@example.com'))).toHaveLength(0);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, noEmail.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.emailedAt === null)).toBe(true);
  });

  it('a failed send is tried again at the next run', async () => {
    ctx.clock.advance(HOUR);
    const send = ctx.email.send;
    ctx.email.send = async () => {
      throw new Error('mail server down');
    };
    advanceToIndiaTime(0, 10);
    await publishAndRun('Fourth flat');
    ctx.email.send = send;
    const before = mailsTo('instant@example.com').length;
    await ctx.app.savedSearchAlerts.sendDigests();
    const after = mailsTo('instant@example.com');
    expect(after).toHaveLength(before + 1);
    expect(after[after.length - 1]?.text).toContain('Fourth flat');
  });
});

describe('digestDue', () => {
  const at = (iso: string) => new Date(iso);
  it('allows one per India day (a new day starts at 18:30 UTC)', () => {
    const last = at('2026-01-10T10:00:00Z');
    expect(digestDue({ alerts: 'instant', lastDigestAt: last }, at('2026-01-10T18:29:00Z'))).toBe(
      false,
    );
    expect(digestDue({ alerts: 'instant', lastDigestAt: last }, at('2026-01-10T18:31:00Z'))).toBe(
      true,
    );
    expect(digestDue({ alerts: 'daily', lastDigestAt: last }, at('2026-01-10T18:31:00Z'))).toBe(
      false,
    );
    expect(digestDue({ alerts: 'daily', lastDigestAt: last }, at('2026-01-11T02:30:00Z'))).toBe(
      true,
    );
    expect(digestDue({ alerts: 'daily', lastDigestAt: null }, at('2026-01-11T02:29:00Z'))).toBe(
      false,
    );
  });
});
