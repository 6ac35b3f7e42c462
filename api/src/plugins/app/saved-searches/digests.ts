import { sql } from 'drizzle-orm';
import { formatPrice } from 'shared/format';
import type { Database } from '../../../db/client';
import { DAY } from '../../../lib/dates';
import type { EmailSender } from '../../../providers/email';
import { indiaDay, indiaTime } from '../owner-listings/india-day';

/** Daily digests go out from this hour, India time (instant alerts do not wait for it). */
export const DAILY_DIGEST_HOUR_IST = 8;
/** Listings named in one e-mail; the rest are counted ("and 3 more"). */
const LISTINGS_PER_EMAIL = 20;
/** Matches older than this are not e-mailed any more (the bell still has them). */
const PENDING_FOR_MS = 7 * DAY;

/**
 * At most one digest per search per India day. Instant: the first match of the day goes at once,
 * later ones wait for the next day's digest. Daily: one digest a day, from 08:00.
 */
export function digestDue(
  search: { alerts: 'instant' | 'daily'; lastDigestAt: Date | null },
  now: Date,
): boolean {
  if (search.lastDigestAt && indiaDay(search.lastDigestAt) >= indiaDay(now)) return false;
  return search.alerts === 'instant' || indiaTime(now).getUTCHours() >= DAILY_DIGEST_HOUR_IST;
}

type DueRow = {
  id: string;
  name: string;
  alerts: 'instant' | 'daily';
  last_digest_at: Date | string | null;
  email: string;
};

type Item = {
  id: string;
  title: string;
  price: string | number | null;
};

/**
 * Sends the digests that are due, through the app's e-mail sender, to users with an e-mail (the
 * others have the bell only). Each digest is claimed first (last_digest_at and the matches'
 * emailed_at, in one transaction), then sent: two runs at once never send the same digest, and a
 * failed send gives the claim back so the next run tries again. Returns how many were sent.
 */
export async function sendDigests(
  db: Database,
  email: EmailSender,
  now: Date,
  siteUrl: string,
): Promise<number> {
  const at = now.toISOString();
  const candidates = (
    await db.execute<DueRow>(sql`
      SELECT s.id, s.name, s.alerts, s.last_digest_at, u.email
      FROM saved_searches s JOIN users u ON u.id = s.user_id
      WHERE NOT s.paused AND u.email IS NOT NULL AND EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.saved_search_id = s.id AND n.emailed_at IS NULL
          AND n.created_at > ${new Date(now.getTime() - PENDING_FOR_MS).toISOString()}::timestamptz)`)
  ).rows;
  let sent = 0;
  const failures: unknown[] = [];
  for (const search of candidates) {
    const lastDigestAt = search.last_digest_at ? new Date(search.last_digest_at) : null;
    if (!digestDue({ alerts: search.alerts, lastDigestAt }, now)) continue;
    const items = await claim(db, search.id, lastDigestAt, at);
    if (!items) continue;
    try {
      if (items.length === 0) throw new Error('nothing left to send');
      await email.send({
        to: search.email,
        subject: `New listings for your saved search "${search.name}"`,
        text: digestText(search.name, items, siteUrl),
      });
      sent++;
    } catch (error) {
      await giveBack(db, search.id, lastDigestAt, at);
      if (items.length > 0) failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} saved-search digest(s) not sent`);
  return sent;
}

/** Takes the search's digest for today; undefined when another run took it first. */
async function claim(db: Database, searchId: string, lastDigestAt: Date | null, at: string) {
  return db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      UPDATE saved_searches SET last_digest_at = ${at}::timestamptz
      WHERE id = ${searchId}
        AND last_digest_at IS NOT DISTINCT FROM ${lastDigestAt?.toISOString() ?? null}::timestamptz`);
    if (!taken.rowCount) return undefined;
    const items = await tx.execute<Item>(sql`
      UPDATE notifications n SET emailed_at = ${at}::timestamptz
      FROM properties p
      WHERE n.saved_search_id = ${searchId} AND n.emailed_at IS NULL AND p.id = n.property_id
      RETURNING p.id, p.title, p.price`);
    return items.rows;
  });
}

async function giveBack(db: Database, searchId: string, lastDigestAt: Date | null, at: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE saved_searches SET last_digest_at = ${lastDigestAt?.toISOString() ?? null}::timestamptz
      WHERE id = ${searchId} AND last_digest_at = ${at}::timestamptz`);
    await tx.execute(sql`
      UPDATE notifications SET emailed_at = NULL
      WHERE saved_search_id = ${searchId} AND emailed_at = ${at}::timestamptz`);
  });
}

export function digestText(name: string, items: Item[], siteUrl: string): string {
  const shown = items.slice(0, LISTINGS_PER_EMAIL);
  const lines = shown.map(
    (item) =>
      `- ${item.title}: Rs. ${formatPrice(item.price)}\n  ${siteUrl}/property/details/${item.id}`,
  );
  const more = items.length - shown.length;
  return [
    `New listings match your saved search "${name}":`,
    '',
    ...lines,
    ...(more > 0 ? ['', `and ${more} more: see the bell on ${siteUrl}`] : []),
    '',
    `Rename, pause or delete your saved searches at ${siteUrl}/save-favourite`,
  ].join('\n');
}
