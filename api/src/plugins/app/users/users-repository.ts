import { eq, sql } from 'drizzle-orm';
import type { UserProfile, UserUpdateBody } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { leads, properties, users } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';

type UserRow = typeof users.$inferSelect;

export class UsersRepository {
  constructor(private readonly db: Database) {}

  /** Finds or creates the user for a verified phone. */
  async upsertByPhone(phone: string): Promise<UserRow> {
    // One round trip; the no-op update makes RETURNING yield the existing row too.
    const [user] = await this.db
      .insert(users)
      .values({ phone })
      .onConflictDoUpdate({ target: users.phone, set: { phone: sql`excluded.phone` } })
      .returning();
    if (!user) throw new Error('user upsert failed');
    return user;
  }

  async counts(userId: string): Promise<{ propertyCount: number; leadsCount: number }> {
    const result = await this.db.execute<{ p: number; l: number }>(sql`
      SELECT (SELECT count(*) FROM ${properties} WHERE ${properties.ownerId} = ${userId})::int AS p,
             (SELECT count(*) FROM ${leads} WHERE ${leads.ownerId} = ${userId})::int AS l`);
    const row = result.rows[0];
    return { propertyCount: Number(row?.p ?? 0), leadsCount: Number(row?.l ?? 0) };
  }

  async profile(userId: string): Promise<UserProfile | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) return undefined;
    return this.toProfile(user);
  }

  async toProfile(user: UserRow): Promise<UserProfile> {
    const counts = await this.counts(user.id);
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
      ...counts,
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
