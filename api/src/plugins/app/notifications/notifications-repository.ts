import { sql } from 'drizzle-orm';
import type {
  MarkNotificationsReadBody,
  Notification,
  NotificationsQuery,
} from 'shared/contracts/notifications';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { iso } from '../../../lib/dates';

type NotificationRow = {
  id: string;
  kind: 'saved-search-match';
  created_at: Date | string;
  read_at: Date | string | null;
  search_id: string | null;
  search_name: string | null;
  property_id: string | null;
  title: string | null;
  price: string | number | null;
  city: string | null;
  locality: string | null;
};

const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind,
  createdAt: iso(row.created_at),
  readAt: row.read_at ? iso(row.read_at) : null,
  savedSearch:
    row.search_id && row.search_name !== null
      ? { _id: row.search_id, name: row.search_name }
      : null,
  property:
    row.property_id && row.title !== null
      ? {
          _id: row.property_id,
          title: row.title,
          price: Number(row.price ?? 0),
          city: row.city ?? '',
          locality: row.locality,
        }
      : null,
});

/** The bell's notifications; every query is the signed-in user's own. */
export class NotificationsRepository {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(
    userId: string,
    query: NotificationsQuery,
  ): Promise<{ data: Notification[]; total: number; unread: number }> {
    const [rows, counts] = await Promise.all([
      this.db.execute<NotificationRow>(sql`
        SELECT n.id, n.kind, n.created_at, n.read_at, s.id AS search_id, s.name AS search_name,
          p.id AS property_id, p.title, p.price, p.city, p.locality
        FROM notifications n
        LEFT JOIN saved_searches s ON s.id = n.saved_search_id
        LEFT JOIN properties p ON p.id = n.property_id
        WHERE n.user_id = ${userId}
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`),
      this.counts(userId),
    ]);
    return { data: rows.rows.map(toNotification), ...counts };
  }

  async unreadCount(userId: string): Promise<number> {
    return (await this.counts(userId)).unread;
  }

  /** Marks the given ids (only the user's own count) or all; answers how many changed. */
  async markRead(userId: string, body: MarkNotificationsReadBody): Promise<number> {
    const at = this.clock.now().toISOString();
    const which =
      'all' in body
        ? sql``
        : sql`AND id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(body.ids)}::jsonb))`;
    const result = await this.db.execute(sql`
      UPDATE notifications SET read_at = ${at}::timestamptz
      WHERE user_id = ${userId} AND read_at IS NULL ${which}`);
    return result.rowCount ?? 0;
  }

  private async counts(userId: string): Promise<{ total: number; unread: number }> {
    const result = await this.db.execute<{ total: number; unread: number }>(sql`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
      FROM notifications WHERE user_id = ${userId}`);
    return result.rows[0] ?? { total: 0, unread: 0 };
  }
}
