import { createEffect } from 'effector';
import type {
  MarkNotificationsReadAnswer,
  MarkNotificationsReadBody,
  NotificationsAnswer,
} from 'shared/contracts/notifications';
import { request, userApi } from 'shared/http';
import { notificationTexts } from './i18n';

// The contracts (and zod) load with the first call, beside it: the bell's own chunk stays small.
async function contracts(call: Promise<unknown>) {
  // The call's failure is handled by `request`; until then it must not count as unhandled.
  call.catch(() => undefined);
  return import('shared/contracts/notifications');
}

/** How many the popover shows: the newest. */
export const RECENT_LIMIT = 10;

/** GET users/notifications/unread-count */
export const fetchUnreadCountFx = createEffect(async (): Promise<number> => {
  const call = userApi.get('users/notifications/unread-count').json();
  const { unreadCountAnswerSchema } = await contracts(call);
  return (await request(unreadCountAnswerSchema, call)).unread;
});

/** GET users/notifications?page=1&limit=10 (newest first, with the unread count) */
export const fetchRecentNotificationsFx = createEffect(async (): Promise<NotificationsAnswer> => {
  const call = userApi.get(`users/notifications?page=1&limit=${RECENT_LIMIT}`).json();
  const { notificationsAnswerSchema } = await contracts(call);
  return request(notificationsAnswerSchema, call, notificationTexts.t('loadFailed'));
});

/** POST users/notifications/read with some ids or all */
export const markNotificationsReadFx = createEffect(
  async (body: MarkNotificationsReadBody): Promise<MarkNotificationsReadAnswer> => {
    const call = userApi.post(body, 'users/notifications/read').json();
    const { markNotificationsReadAnswerSchema } = await contracts(call);
    return request(markNotificationsReadAnswerSchema, call, notificationTexts.t('markFailed'));
  },
);
