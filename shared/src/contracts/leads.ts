import { z } from 'zod';
import { idSchema, pagedAnswerSchema, pageQueryFields, text } from './common';

const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  message: 'must be a date (YYYY-MM-DD) or an ISO date-time',
});

/** GET /api/users/leads/{userId}?search&page&limit&startDate&endDate (leads on the user's properties) */
export const leadsParamsSchema = z.strictObject({ userId: idSchema });
export type LeadsParams = z.infer<typeof leadsParamsSchema>;

export const leadsQuerySchema = z
  .strictObject({
    search: text('search', { max: 100 }).optional(),
    startDate: dateOrDateTime.optional(),
    endDate: dateOrDateTime.optional(),
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
