import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { POSTED_BY } from 'shared/vocabulary';
import { id, timestamps } from './columns';

export const users = pgTable('users', {
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
});
