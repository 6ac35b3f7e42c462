import { z } from 'zod';

/**
 * Where an enquiry came from: `property-page` is the contact form on a listing's page (the web
 * client says so); `api` is a lead posted without naming its source (another client, a script).
 * Its own module so the listing contract (the contact form) carries no admin contract with it.
 */
export const LEAD_SOURCES = ['property-page', 'api'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const leadSourceSchema = z.enum(LEAD_SOURCES, {
  message: `source must be one of ${LEAD_SOURCES.join(', ')}`,
});
