import { z } from 'zod';
import {
  idSchema,
  pagedAnswerSchema,
  pageQueryFields,
  successEnvelopeSchema,
  text,
} from './common';

/** Lead filters name days of this product's life; a wider range is a typo or a probe. */
const LEAD_DATES = { first: '2000-01-01', last: '2100-12-31' } as const;

/** A date (the whole day in India) or an ISO date-time whose day lies within LEAD_DATES. */
const leadDate = (name: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      message: `${name} must be a date (YYYY-MM-DD) or an ISO date-time`,
    })
    .refine(
      (value) => value.slice(0, 10) >= LEAD_DATES.first && value.slice(0, 10) <= LEAD_DATES.last,
      { message: `${name} must be between ${LEAD_DATES.first} and ${LEAD_DATES.last}` },
    );

/** `new`: not yet marked as contacted; `contacted`: marked. */
export const LEAD_STATUSES = ['new', 'contacted'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES, {
  message: `status must be one of ${LEAD_STATUSES.join(', ')}`,
});
export type LeadStatus = z.infer<typeof leadStatusSchema>;

const filterFields = {
  /** Matches the seeker's name or e-mail, the digits of the phone, or the property's title. */
  search: text('search', { max: 100 }).optional(),
  startDate: leadDate('startDate').optional(),
  endDate: leadDate('endDate').optional(),
  status: leadStatusSchema.optional(),
};
const startNotAfterEnd = (q: { startDate?: string; endDate?: string }) =>
  !q.startDate || !q.endDate || q.startDate.slice(0, 10) <= q.endDate.slice(0, 10);
const startNotAfterEndIssue = {
  message: 'startDate must not be after endDate',
  path: ['startDate'],
};

/** GET /api/users/leads/{userId}?search&page&limit&startDate&endDate&status (leads on the user's properties) */
export const leadsParamsSchema = z.strictObject({ userId: idSchema });
export type LeadsParams = z.infer<typeof leadsParamsSchema>;

export const leadsQuerySchema = z
  .strictObject({ ...filterFields, ...pageQueryFields })
  .refine(startNotAfterEnd, startNotAfterEndIssue);
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** GET /api/users/leads/{userId}/export.csv: the same filters, every matching row. */
export const leadsExportQuerySchema = z
  .strictObject(filterFields)
  .refine(startNotAfterEnd, startNotAfterEndIssue);
export type LeadsFilters = z.infer<typeof leadsExportQuerySchema>;

/**
 * A lead shows what the seeker agreed to share with this owner when contacting (name, mobile,
 * e-mail if any, the message), as recorded then; never the seeker's account or later profile.
 * `consentedAt` is when they agreed (null for leads recorded before consents were kept).
 */
export const leadSchema = z.object({
  _id: idSchema,
  propertyId: idSchema,
  propertyTitle: z.string(),
  propertyCity: z.string().nullable(),
  propertyLocality: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  consentedAt: z.string().nullable(),
  contactedAt: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/**
 * The list counts at most this many matching leads: a count of every match grows with the owner's
 * leads (an agent with 20,000 waited for it on every page). Above it, `total` is this number and
 * `totalCapped` is true ("1,000+"); the CSV export still has every matching lead.
 */
export const LEADS_TOTAL_CAP = 1000;

/** A page of leads: `totalCapped` says there are more than `total` (LEADS_TOTAL_CAP) matching. */
export const leadsAnswerSchema = pagedAnswerSchema(leadSchema).extend({
  totalCapped: z.boolean(),
});
export type LeadsAnswer = z.infer<typeof leadsAnswerSchema>;

/** PATCH /api/users/leads/{userId}/{leadId} body `{ contacted }`: marks or unmarks the lead. */
export const leadParamsSchema = z.strictObject({ userId: idSchema, leadId: idSchema });
export type LeadParams = z.infer<typeof leadParamsSchema>;
export const leadContactedBodySchema = z.strictObject({
  contacted: z.boolean({ message: 'contacted must be true or false' }),
});
export type LeadContactedBody = z.infer<typeof leadContactedBodySchema>;
export const leadAnswerSchema = successEnvelopeSchema.extend({ lead: leadSchema });
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;
