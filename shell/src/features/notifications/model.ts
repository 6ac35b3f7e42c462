import { attach, createEvent, createStore, sample } from 'effector';
import { $auth } from 'shared/auth';
import type { Notification } from 'shared/contracts/notifications';
import { messageOf } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx } from 'shared/ui/notify';
import { fetchRecentNotificationsFx, fetchUnreadCountFx, markNotificationsReadFx } from './api';
import { notificationTexts } from './i18n';

export const SAVED_SEARCHES_PATH = '/save-favourite?tab=searches';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

// data
export const $unread = createStore(0, { sid: 'shell/notifications/unread' });
export const $recent = createStore<Notification[]>([], { sid: 'shell/notifications/recent' });
export const $listStatus = createStore<ListStatus>('idle', { sid: 'shell/notifications/status' });
export const $listError = createStore('', { sid: 'shell/notifications/error' });

// UI events
/** The bell mounted, a minute passed with the tab visible, or the tab came back into view. */
export const unreadCountNeeded = createEvent();
export const popoverOpened = createEvent();
export const retryClicked = createEvent();
export const markAllReadClicked = createEvent();
/** A notification's listing was opened from the list: it counts as read. */
export const notificationOpened = createEvent<Notification>();
export const manageClicked = createEvent();

const countFx = attach({ effect: fetchUnreadCountFx });
const recentFx = attach({ effect: fetchRecentNotificationsFx });
const markAllFx = attach({ effect: markNotificationsReadFx });
const markOneFx = attach({ effect: markNotificationsReadFx });
const loggedOut = $auth.updates.filter({ fn: (auth) => !auth.isAuthenticated });

// logic
sample({
  clock: unreadCountNeeded,
  source: countFx.pending,
  filter: (pending) => !pending,
  target: countFx,
});
// A failed count keeps the last one: the next poll tries again, nothing to tell the user.
$unread.on(countFx.doneData, (_, unread) => unread);

sample({ clock: [popoverOpened, retryClicked], target: recentFx });
$listStatus
  .on(recentFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(recentFx.done, () => 'ready')
  .on(recentFx.fail, () => 'error');
$recent.on(recentFx.doneData, (_, answer) => answer.data);
$unread.on(recentFx.doneData, (_, answer) => answer.unread);
$listError
  .on(recentFx.failData, (_, error) => messageOf(error, notificationTexts.t('loadFailed')))
  .on(recentFx.done, () => '');

sample({ clock: markAllReadClicked, fn: () => ({ all: true as const }), target: markAllFx });
$recent.on(markAllFx.done, (items) => {
  const now = new Date().toISOString();
  return items.map((item) => (item.readAt ? item : { ...item, readAt: now }));
});
sample({
  clock: markAllFx.failData,
  fn: (error) => messageOf(error, notificationTexts.t('markFailed')),
  target: notifyErrorFx,
});

sample({
  clock: notificationOpened,
  filter: (item) => item.readAt === null,
  fn: (item) => ({ ids: [item._id] }),
  target: markOneFx,
});
sample({
  clock: notificationOpened,
  filter: (item) => item.property !== null,
  fn: (item) => ({ to: `/property/details/${encodeURIComponent(item.property?._id ?? '')}` }),
  target: navigateFx,
});
sample({ clock: manageClicked, fn: () => ({ to: SAVED_SEARCHES_PATH }), target: navigateFx });

$recent.on(markOneFx.done, (items, { params }) => {
  const ids = 'ids' in params ? params.ids : [];
  const now = new Date().toISOString();
  return items.map((item) => (ids.includes(item._id) ? { ...item, readAt: now } : item));
});

$unread.on([markAllFx.doneData, markOneFx.doneData], (_, answer) => answer.unread);

// Another user may log in on this tab: nothing of the last one's stays.
$unread.reset(loggedOut);
$recent.reset(loggedOut);
$listStatus.reset(loggedOut);
