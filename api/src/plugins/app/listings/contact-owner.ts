import { and, eq } from 'drizzle-orm';
import type { ContactOwnerBody } from 'shared/contracts/listings';
import type { Database } from '../../../db/client';
import { leadConsents, leads, users } from '../../../db/schema/index';
import { badRequest, notFound } from '../../../lib/errors';
import { indiaDay } from '../owner-listings/india-day';
import { findPublicListing } from './listing-detail';

export type ContactResult = { leadId: string; created: boolean };

class AlreadyContacted extends Error {}

/**
 * Creates a lead for the listing's owner with the seeker's contact details, recording the consent
 * (text naming the recipient, time). At most one lead per property, seeker and day.
 */
export async function contactOwner(
  db: Database,
  seekerId: string,
  body: ContactOwnerBody,
  now: Date,
): Promise<ContactResult> {
  const found = await findPublicListing(db, body.propertyId);
  if (!found) throw notFound('Property');
  if (found.ownerId === seekerId)
    throw badRequest('You cannot contact yourself about your own property');
  if (body.consentText !== found.listing.contactConsentText) {
    throw badRequest(
      'Invalid request: consentText does not match this listing (reload the page and agree again)',
    );
  }
  const [seeker] = await db
    .select({ name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, seekerId));
  if (!seeker) throw notFound('User');
  // "Per day" is the calendar day in India.
  const leadDay = indiaDay(now);
  const existing = () =>
    db
      .select({ leadId: leadConsents.leadId })
      .from(leadConsents)
      .where(
        and(
          eq(leadConsents.propertyId, body.propertyId),
          eq(leadConsents.seekerId, seekerId),
          eq(leadConsents.leadDay, leadDay),
        ),
      );
  const [before] = await existing();
  if (before) return { leadId: before.leadId, created: false };
  try {
    const leadId = await db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          propertyId: body.propertyId,
          ownerId: found.ownerId,
          name: body.name ?? seeker.name ?? 'PropertyMarket user',
          phone: seeker.phone,
          email: body.email ?? seeker.email,
          message: body.message || null,
          source: body.source ?? 'api',
          createdAt: now,
        })
        .returning({ id: leads.id });
      if (!lead) throw new Error('lead insert returned nothing');
      const consent = await tx
        .insert(leadConsents)
        .values({
          leadId: lead.id,
          propertyId: body.propertyId,
          seekerId,
          recipientId: found.ownerId,
          consentText: found.listing.contactConsentText,
          leadDay,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: leadConsents.id });
      // A concurrent request won the race: undo this lead.
      if (consent.length === 0) throw new AlreadyContacted();
      return lead.id;
    });
    return { leadId, created: true };
  } catch (error) {
    if (!(error instanceof AlreadyContacted)) throw error;
    const [after] = await existing();
    if (!after) throw error;
    return { leadId: after.leadId, created: false };
  }
}
