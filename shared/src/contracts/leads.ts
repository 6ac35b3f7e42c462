import { z } from 'zod';
import { idSchema, pagedAnswerSchema, pageQueryFields, text } from './common';

/** Lead filters name days of this product's life; a wider range is a typo or a probe. */
const LEAD_DATES = { first: '2000-01-01', last: '2100-12-31' } as const;

/** A date (the whole day, UTC) or an ISO date-time whose day lies within LEAD_DATES. */
const leadDate = (name: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      message: `${name} must be a date (YYYY-MM-DD) or an ISO date-time`,
    })
    .refine(
      (value) => value.slice(0, 10) >= LEAD_DATES.first && value.slice(0, 10) <= LEAD_DATES.last,
      { message: `${name} must be between ${LEAD_DATES.first} and ${LEAD_DATES.last}` },
    );

/** GET /api/users/leads/{userId}?search&page&limit&startDate&endDate (leads on the user's properties) */
export const leadsParamsSchema = z.strictObject({ userId: idSchema });
export type LeadsParams = z.infer<typeof leadsParamsSchema>;

export const leadsQuerySchema = z
  .strictObject({
    search: text('search', { max: 100 }).optional(),
    startDate: leadDate('startDate').optional(),
    endDate: leadDate('endDate').optional(),
    ...pageQueryFields,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate.slice(0, 10) <= q.endDate.slice(0, 10), {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

export const leadSchema = z.object({
  _id: idSchema,
  propertyId: idSchema,
  propertyTitle: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsAnswerSchema = pagedAnswerSchema(leadSchema);
export type LeadsAnswer = z.infer<typeof leadsAnswerSchema>;
