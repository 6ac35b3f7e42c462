import { z } from 'zod';
import { idSchema, pagedAnswerSchema, pageQueryFields, successEnvelopeSchema } from './common';

export const NOTIFICATION_KINDS = ['saved-search-match'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** GET /api/users/notifications?page&limit (newest first) */
export const notificationsQuerySchema = z.strictObject({ ...pageQueryFields });
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  _id: idSchema,
  kind: notificationKindSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** null once the saved search was deleted. */
  savedSearch: z.object({ _id: idSchema, name: z.string() }).nullable(),
  /** null once the listing was deleted. Price in rupees. */
  property: z
    .object({
      _id: idSchema,
      title: z.string(),
      price: z.number(),
      city: z.string(),
      locality: z.string().nullable(),
    })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsAnswerSchema = pagedAnswerSchema(notificationSchema).extend({
  unread: z.number().int().min(0),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

/** GET /api/users/notifications/unread-count */
export const unreadCountAnswerSchema = successEnvelopeSchema.extend({
  unread: z.number().int().min(0),
});
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswerSchema>;

/** POST /api/users/notifications/read: the given ids (the user's own) or all of them. */
export const markNotificationsReadBodySchema = z.union([
  z.strictObject({ ids: z.array(idSchema).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

/** Answers how many were marked and the unread count after. */
export const markNotificationsReadAnswerSchema = successEnvelopeSchema.extend({
  marked: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type MarkNotificationsReadAnswer = z.infer<typeof markNotificationsReadAnswerSchema>;
