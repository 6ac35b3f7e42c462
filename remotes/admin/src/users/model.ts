import { attach, createEvent, createStore, sample } from 'effector';
import type { AuditEntry } from 'shared/contracts/adminAudit';
import type { AdminUserDetail } from 'shared/contracts/adminUsers';
import { messageOf } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { createAdminListModel } from '../table/listModel';
import {
  blockUserFx,
  fetchUserFx,
  fetchUserHistoryFx,
  fetchUsers,
  fetchUserTabFx,
  type TabPage,
  type UsersQuery,
  type UserTab,
  unblockUserFx,
} from './api';
import { usersTexts } from './i18n';

export const usersList = createAdminListModel({ name: 'adminUsers', fetch: fetchUsers });
export type { UsersQuery };

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

// UI events
/** A row's "View" opened the user's detail. */
export const userOpened = createEvent<string>();
export const detailClosed = createEvent();
export const tabChosen = createEvent<UserTab>();
export const tabPageChosen = createEvent<number>();
export const detailRetried = createEvent();
/** Retry of the tab's page after a failure. */
export const tabRetried = createEvent();
/** The block dialog's Block button, with the reason typed. */
export const blockSubmitted = createEvent<string>();
export const blockDialogOpened = createEvent();
export const blockDialogClosed = createEvent();
export const unblockClicked = createEvent();

const loadUserFx = attach({ effect: fetchUserFx });
const loadTabFx = attach({ effect: fetchUserTabFx });
const blockFx = attach({ effect: blockUserFx });
const unblockFx = attach({ effect: unblockUserFx });
const loadHistoryFx = attach({ effect: fetchUserHistoryFx });

// data
export const $openUserId = createStore<string | null>(null)
  .on(userOpened, (_, id) => id)
  .reset(detailClosed);
export const $detail = createStore<AdminUserDetail | null>(null)
  .on([loadUserFx.doneData, blockFx.doneData, unblockFx.doneData], (_, user) => user)
  .reset([userOpened, detailClosed]);
export const $detailStatus = createStore<LoadStatus>('idle')
  .on(loadUserFx, () => 'loading')
  .on(loadUserFx.done, () => 'ready')
  .on(loadUserFx.fail, () => 'error')
  .reset(detailClosed);
export const $detailError = createStore<string | null>(null)
  .on(loadUserFx.failData, (_, error) => messageOf(error, usersTexts.t('detail.loadFailed')))
  .reset([loadUserFx, detailClosed]);

export const $tab = createStore<UserTab>('listings')
  .on(tabChosen, (_, tab) => tab)
  .reset(userOpened);
const $tabPageNumber = createStore(1)
  .on(tabPageChosen, (_, page) => page)
  .reset([userOpened, tabChosen]);
export const $tabPage = createStore<TabPage | null>(null).reset([
  userOpened,
  tabChosen,
  detailClosed,
]);
export const $tabStatus = createStore<LoadStatus>('idle')
  .on(loadTabFx, () => 'loading')
  .on(loadTabFx.fail, () => 'error')
  .reset(detailClosed);

export const $blockDialogOpen = createStore(false)
  .on(blockDialogOpened, () => true)
  .reset([blockDialogClosed, blockFx.done, detailClosed]);
export const $blockError = createStore<string | null>(null)
  .on(blockFx.failData, (_, error) => messageOf(error, usersTexts.t('block.failed')))
  .reset([blockDialogOpened, blockFx]);
export const $actionPending = createStore(false)
  .on([blockFx, unblockFx], () => true)
  .on([blockFx.finally, unblockFx.finally], () => false);

// logic
sample({
  clock: [userOpened, detailRetried],
  source: $openUserId,
  filter: Boolean,
  target: loadUserFx,
});

// Only the latest tab request's answer lands (quick tab or page changes).
const $tabRequested = createStore<{ id: string; tab: UserTab; page: number } | null>(null, {
  serialize: 'ignore',
}).reset(detailClosed);
sample({
  clock: [userOpened, tabChosen, tabPageChosen, detailRetried, tabRetried],
  source: { id: $openUserId, tab: $tab, page: $tabPageNumber },
  filter: (request): request is { id: string; tab: UserTab; page: number } => request.id !== null,
  fn: (request) => ({ ...request }) as { id: string; tab: UserTab; page: number },
  target: [$tabRequested, loadTabFx],
});
sample({
  clock: loadTabFx.done,
  source: $tabRequested,
  filter: (latest, { params }) => latest === params,
  fn: (_, { result }) => result,
  target: $tabPage,
});
sample({ clock: $tabPage, filter: Boolean, fn: () => 'ready' as const, target: $tabStatus });

sample({
  clock: blockSubmitted,
  source: $openUserId,
  filter: Boolean,
  fn: (id, reason) => ({ id, reason: reason.trim() }),
  target: blockFx,
});
sample({ clock: unblockClicked, source: $openUserId, filter: Boolean, target: unblockFx });

sample({
  clock: blockFx.done,
  fn: () => usersTexts.t('block.done'),
  target: notifySuccessFx,
});
sample({
  clock: unblockFx.done,
  fn: () => usersTexts.t('unblock.done'),
  target: notifySuccessFx,
});
sample({
  clock: unblockFx.failData,
  fn: (error) => messageOf(error, usersTexts.t('unblock.failed')),
  target: notifyErrorFx,
});
// The row's status badge follows at once.
sample({ clock: [blockFx.done, unblockFx.done], target: usersList.refreshed });

/** Who blocked or unblocked the user, and when (null until it arrives; failures say so). */
export const $history = createStore<AuditEntry[] | null>(null)
  .on(loadHistoryFx.doneData, (_, entries) => entries)
  .reset([userOpened, detailClosed]);
export const $historyFailed = createStore(false)
  .on(loadHistoryFx.fail, () => true)
  .reset([loadHistoryFx, detailClosed]);
sample({
  clock: [userOpened, detailRetried, blockFx.done, unblockFx.done],
  source: $openUserId,
  filter: Boolean,
  target: loadHistoryFx,
});
