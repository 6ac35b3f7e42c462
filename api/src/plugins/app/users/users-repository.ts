import { eq, sql } from 'drizzle-orm';
import type { UserProfile, UserUpdateBody } from 'shared/contracts/users';
import type { Database } from '../../../db/client';
import { leads, properties, users } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';
import { dropOtherAvatars, readyAvatarUrl } from './avatars';
import { assertOnePhotoSource, nextReraAgentId } from './profile-rules';

type UserRow = typeof users.$inferSelect;
type Counts = { propertyCount: number; leadsCount: number; activeListingCount: number };

export interface ProfileUpdate {
  profile: UserProfile;
  /** Files of replaced profile photos, to delete once the change has committed. */
  removedStorageKeys: string[];
}

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async counts(userId: string): Promise<Counts> {
    const result = await this.db.execute<{ p: number; l: number; a: number }>(sql`
      SELECT (SELECT count(*) FROM ${properties} WHERE ${properties.ownerId} = ${userId})::int AS p,
             (SELECT count(*) FROM ${leads} WHERE ${leads.ownerId} = ${userId} AND ${leads.contactedAt} IS NULL)::int AS l,
             (SELECT count(*) FROM ${properties}
               WHERE ${properties.ownerId} = ${userId} AND ${properties.status} = 'active')::int AS a`);
    const row = result.rows[0];
    return {
      propertyCount: Number(row?.p ?? 0),
      leadsCount: Number(row?.l ?? 0),
      activeListingCount: Number(row?.a ?? 0),
    };
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
        // The My Leads badge counts leads not yet marked as contacted (what still needs the owner).
        leadsCount: sql<number>`(SELECT count(*) FROM ${leads} WHERE ${leads.ownerId} = ${userId} AND ${leads.contactedAt} IS NULL)::int`,
        activeListingCount: sql<number>`(SELECT count(*) FROM ${properties} WHERE ${properties.ownerId} = ${userId} AND ${properties.status} = 'active')::int`,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return undefined;
    return this.toProfile(row.user, {
      propertyCount: Number(row.propertyCount),
      leadsCount: Number(row.leadsCount),
      activeListingCount: Number(row.activeListingCount),
    });
  }

  async toProfile(user: UserRow, counts?: Counts): Promise<UserProfile> {
    const { propertyCount, leadsCount, activeListingCount } =
      counts ?? (await this.counts(user.id));
    return {
      _id: user.id,
      phone: user.phone,
      name: user.name,
      email: user.email,
      profileImage: user.profileImage,
      userType: user.userType,
      companyName: user.companyName,
      reraAgentId: user.reraAgentId,
      city: user.city,
      state: user.state,
      propertyCount,
      leadsCount,
      activeListingCount,
      isNewUser: !user.name,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    };
  }

  /**
   * Only the whitelisted profile fields reach the database (the schema already rejects others).
   * Rules across fields (RERA id for agents and builders, a processed photo upload of this user)
   * answer 400 with words; the row is locked so two saves cannot both keep an old photo.
   */
  async update(userId: string, body: UserUpdateBody): Promise<ProfileUpdate | undefined> {
    assertOnePhotoSource(body);
    const result = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!current) return undefined;
      const changes: Partial<UserRow> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.email !== undefined) changes.email = body.email?.toLowerCase() ?? null;
      if (body.profileImage !== undefined) changes.profileImage = body.profileImage;
      if (body.userType !== undefined) changes.userType = body.userType;
      if (body.companyName !== undefined) changes.companyName = body.companyName;
      if (body.city !== undefined) changes.city = body.city;
      if (body.state !== undefined) changes.state = body.state;
      const reraAgentId = nextReraAgentId(current, body);
      if (reraAgentId !== current.reraAgentId) changes.reraAgentId = reraAgentId;
      if (body.profileMediaId !== undefined)
        changes.profileImage = await readyAvatarUrl(tx, userId, body.profileMediaId);
      const photoChanged =
        changes.profileImage !== undefined && changes.profileImage !== current.profileImage;
      const removedStorageKeys = photoChanged
        ? await dropOtherAvatars(tx, userId, body.profileMediaId ?? null)
        : [];
      if (Object.keys(changes).length === 0) return { user: current, removedStorageKeys };
      const [user] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
      return user ? { user, removedStorageKeys } : undefined;
    });
    if (!result) return undefined;
    return {
      profile: await this.toProfile(result.user),
      removedStorageKeys: result.removedStorageKeys,
    };
  }
}
