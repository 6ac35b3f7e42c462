import { jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { payments } from './payments';
import { users } from './users';

/**
 * A GST tax invoice, issued once per paid payment. `sequence` gives the consecutive invoice number
 * the GST rules require; `details` freezes the seller, buyer, lines and tax split at issue time.
 */
export const invoices = pgTable('invoices', {
  id: id(),
  sequence: serial('sequence').notNull().unique(),
  number: text('number').notNull().unique(),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
