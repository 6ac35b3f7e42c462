import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ADMIN_ROLES } from 'shared/contracts/adminPermissions';
import { id, timestamps } from './columns';

export const admins = pgTable('admins', {
  id: id(),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ADMIN_ROLES }).notNull().default('moderator'),
  passwordHash: text('password_hash').notNull(),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** A disabled staff member cannot log in and their tokens stop working. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Null while an invited staff member has not yet set a password (status 'invited'). */
  passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  ...timestamps,
});
