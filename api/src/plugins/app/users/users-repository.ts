import { eq, sql } from 'drizzle-orm';
import type { UserProfile, UserUpdateBody } from 'shared/contracts/users';
import type { Database } from '../../../db/client';
import { leads, properties, users } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';

type UserRow = typeof users.$inferSelect;

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async counts(userId: string): Promise<{ propertyCount: number; leadsCount: number }> {
    const result = await this.db.execute<{ p: number; l: number }>(sql`
      SELECT (SELECT count(*) FROM ${properties} WHERE ${properties.ownerId} = ${userId})::int AS p,
             (SELECT count(*) FROM ${leads} WHERE ${leads.ownerId} = ${userId})::int AS l`);
    const row = result.rows[0];
    return { propertyCount: Number(row?.p ?? 0), leadsCount: Number(row?.l ?? 0) };
  }

  /**
   * The profile with its counters, in one round trip. The subqueries compare with the bound id, not
   * with `users.id`: drizzle writes a single-table select's columns unqualified, so `${users.id}`
   * inside them read as `"id"` and bound to `properties.id` / `leads.id` (the counters were always 0).
   */
  async profile(userId: string): Promise<UserProfile | undefined> {
    const [row] = await this.db
      .select({
        user: users,
        propertyCount: sql<number>`(SELECT count(*) FROM ${properties} WHERE ${properties.ownerId} = ${userId})::int`,
        leadsCount: sql<number>`(SELECT count(*) FROM ${leads} WHERE ${leads.ownerId} = ${userId})::int`,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return undefined;
    return this.toProfile(row.user, {
      propertyCount: Number(row.propertyCount),
      leadsCount: Number(row.leadsCount),
    });
  }

  async toProfile(
    user: UserRow,
    counts?: { propertyCount: number; leadsCount: number },
  ): Promise<UserProfile> {
    const { propertyCount, leadsCount } = counts ?? (await this.counts(user.id));
    return {
      _id: user.id,
      phone: user.phone,
      name: user.name,
      email: user.email,
      profileImage: user.profileImage,
      userType: user.userType,
      companyName: user.companyName,
      city: user.city,
      state: user.state,
      propertyCount,
      leadsCount,
      isNewUser: !user.name,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    };
  }

  /** Only the whitelisted profile fields reach the database (the schema already rejects others). */
  async update(userId: string, body: UserUpdateBody): Promise<UserProfile | undefined> {
    const changes: Partial<UserRow> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.email !== undefined) changes.email = body.email?.toLowerCase() ?? null;
    if (body.profileImage !== undefined) changes.profileImage = body.profileImage;
    if (body.userType !== undefined) changes.userType = body.userType;
    if (body.companyName !== undefined) changes.companyName = body.companyName;
    if (body.city !== undefined) changes.city = body.city;
    if (body.state !== undefined) changes.state = body.state;
    if (Object.keys(changes).length === 0) return this.profile(userId);
    const [user] = await this.db.update(users).set(changes).where(eq(users.id, userId)).returning();
    return user ? this.toProfile(user) : undefined;
  }
}
