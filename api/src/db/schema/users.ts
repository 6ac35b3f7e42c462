import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { POSTED_BY } from 'shared/vocabulary';
import { id, timestamps } from './columns';

const blocked = sql`blocked_at IS NOT NULL`;

export const users = pgTable(
  'users',
  {
    id: id(),
    phone: text('phone').notNull().unique(),
    name: text('name'),
    email: text('email'),
    profileImage: text('profile_image'),
    userType: text('user_type', { enum: POSTED_BY }),
    companyName: text('company_name'),
    /** An agent's or builder's RERA registration id (format checked against the state's rule). */
    reraAgentId: text('rera_agent_id'),
    city: text('city'),
    state: text('state'),
    /** Blocked by staff: tokens stop working at once and login says why. */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
    blockedReason: text('blocked_reason'),
    ...timestamps,
  },
  // The admin users list (GET /api/admin/users): each sort, alone or under the role filter, walks
  // an index in order; the filters' columns ride along, so a page's ids and the capped count read
  // the index alone (no table rows for the 10,000 entries of a deep page). The searches (part of a
  // phone or a name) use trigrams.
  (t) => [
    index('users_created_idx').on(t.createdAt, t.id, t.userType, t.blockedAt),
    index('users_name_idx').on(t.name, t.id, t.userType, t.blockedAt),
    index('users_type_created_idx').on(t.userType, t.createdAt, t.id, t.blockedAt),
    index('users_type_name_idx').on(t.userType, t.name, t.id, t.blockedAt),
    index('users_blocked_created_idx').on(t.createdAt, t.id).where(blocked),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);
