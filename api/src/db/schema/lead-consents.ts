import { date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { leads } from './leads';
import { properties } from './properties';
import { users } from './users';

/**
 * Who agreed to share what with whom, when (DPDP Act: consent at the moment of sharing), one row per
 * contact-owner lead. The unique key allows one lead per property and seeker per day (India time).
 */
export const leadConsents = pgTable(
  'lead_consents',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentText: text('consent_text').notNull(),
    leadDay: date('lead_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lead_consents_daily_unique').on(t.propertyId, t.seekerId, t.leadDay),
    // The owner's leads list shows when each seeker agreed; deleting a lead cascades here.
    index('lead_consents_lead_idx').on(t.leadId),
  ],
);
