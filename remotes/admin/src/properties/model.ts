import { attach, combine, createEvent, createStore, sample } from 'effector';
import type {
  AdminPropertyDetail,
  BulkPropertiesAnswer,
  EditPropertyBody,
} from 'shared/contracts/adminProperties';
import { messageOf } from 'shared/http';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import { createAdminListModel } from '../table/listModel';
import {
  approvePropertyFx,
  bulkPropertiesFx,
  editPropertyFx,
  expirePropertyFx,
  featurePropertyFx,
  fetchHistoryFx,
  fetchProperties,
  fetchPropertyFx,
  fetchQueueSizeFx,
  type PropertyHistory,
  type QueueSize,
  rejectPropertyFx,
} from './api';
import { propertiesTexts } from './i18n';

type Key = Parameters<typeof propertiesTexts.t>[0];
const t = (key: Key, values?: Record<string, string | number>) => propertiesTexts.t(key, values);

export const propertiesList = createAdminListModel({
  name: 'adminProperties',
  fetch: fetchProperties,
});

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
/** Who the reject dialog is about: the open listing, or the rows chosen for a bulk reject. */
export type RejectTarget = { kind: 'one'; id: string } | { kind: 'bulk'; ids: string[] };

// UI events
/** The screen opened (and after every action): the review queue's size for its tab. */
export const queueSizeWanted = createEvent();
export const propertyOpened = createEvent<string>();
export const detailClosed = createEvent();
export const detailRetried = createEvent();
export const approveClicked = createEvent();
export const bulkApproveClicked = createEvent();
export const rejectDialogOpened = createEvent<RejectTarget>();
export const rejectDialogClosed = createEvent();
export const rejectSubmitted = createEvent<string>();
export const editSubmitted = createEvent<EditPropertyBody>();
/** Featured until the end of this India day (YYYY-MM-DD), or null to stop featuring. */
export const featureSubmitted = createEvent<string | null>();
export const expireConfirmed = createEvent();

const loadDetailFx = attach({ effect: fetchPropertyFx });
const loadHistoryFx = attach({ effect: fetchHistoryFx });
const loadQueueSizeFx = attach({ effect: fetchQueueSizeFx });
const approveFx = attach({ effect: approvePropertyFx });
const rejectFx = attach({ effect: rejectPropertyFx });
const editFx = attach({ effect: editPropertyFx });
const featureFx = attach({ effect: featurePropertyFx });
const expireFx = attach({ effect: expirePropertyFx });
const bulkFx = attach({ effect: bulkPropertiesFx });

// data
export const $queueSize = createStore<QueueSize | null>(null).on(
  loadQueueSizeFx.doneData,
  (_, size) => size,
);
export const $openId = createStore<string | null>(null)
  .on(propertyOpened, (_, id) => id)
  .reset(detailClosed);
export const $detail = createStore<AdminPropertyDetail | null>(null)
  .on(loadDetailFx.doneData, (_, detail) => detail)
  .reset([propertyOpened, detailClosed]);
export const $detailStatus = createStore<LoadStatus>('idle')
  .on(loadDetailFx, () => 'loading')
  .on(loadDetailFx.done, () => 'ready')
  .on(loadDetailFx.fail, () => 'error')
  .reset(detailClosed);
export const $detailError = createStore<string | null>(null)
  .on(loadDetailFx.failData, (_, error) => messageOf(error, t('detail.loadFailed')))
  .reset([loadDetailFx, detailClosed]);
export const $history = createStore<PropertyHistory | null>(null)
  .on(loadHistoryFx.doneData, (_, history) => history)
  .reset([propertyOpened, detailClosed]);

export const $rejectTarget = createStore<RejectTarget | null>(null)
  .on(rejectDialogOpened, (_, target) => target)
  .reset([rejectDialogClosed, rejectFx.done, bulkFx.done, detailClosed]);
/** The edit and feature dialogs close when their write succeeds. */
export const $editOpen = createStore(false);
export const editDialogOpened = createEvent();
export const editDialogClosed = createEvent();
$editOpen.on(editDialogOpened, () => true).reset([editDialogClosed, editFx.done, detailClosed]);
export const $featureOpen = createStore(false);
export const featureDialogOpened = createEvent();
export const featureDialogClosed = createEvent();
$featureOpen
  .on(featureDialogOpened, () => true)
  .reset([featureDialogClosed, featureFx.done, detailClosed]);

export const $actionPending = combine(
  [approveFx.pending, rejectFx.pending, editFx.pending, featureFx.pending, expireFx.pending],
  (pending) => pending.some(Boolean),
);
export const $bulkPending = bulkFx.pending;

// logic
sample({ clock: queueSizeWanted, target: loadQueueSizeFx });
sample({
  clock: [propertyOpened, detailRetried],
  source: $openId,
  filter: Boolean,
  target: [loadDetailFx, loadHistoryFx],
});

sample({ clock: approveClicked, source: $openId, filter: Boolean, target: approveFx });
sample({ clock: expireConfirmed, source: $openId, filter: Boolean, target: expireFx });
sample({
  clock: editSubmitted,
  source: $openId,
  filter: Boolean,
  fn: (id, body) => ({ id, body }),
  target: editFx,
});
/** The chosen India day's end (23:59:59 IST) as the moment featuring stops. */
export const endOfIndiaDay = (day: string) => `${day}T23:59:59+05:30`;
sample({
  clock: featureSubmitted,
  source: $openId,
  filter: Boolean,
  fn: (id, day) => ({ id, until: day ? endOfIndiaDay(day) : null }),
  target: featureFx,
});
sample({
  clock: rejectSubmitted,
  source: $rejectTarget,
  filter: (target) => target?.kind === 'one',
  fn: (target, reason) => ({ id: (target as { id: string }).id, reason: reason.trim() }),
  target: rejectFx,
});
sample({
  clock: rejectSubmitted,
  source: $rejectTarget,
  filter: (target) => target?.kind === 'bulk',
  fn: (target, reason) => ({
    action: 'reject' as const,
    ids: (target as { ids: string[] }).ids,
    reason: reason.trim(),
  }),
  target: bulkFx,
});
sample({
  clock: bulkApproveClicked,
  source: propertiesList.selection.$selected,
  filter: (ids) => ids.length > 0,
  fn: (ids) => ({ action: 'approve' as const, ids }),
  target: bulkFx,
});

// After a write: the lists, the queue's size, and the open listing follow at once.
const written = [approveFx.done, rejectFx.done, editFx.done, featureFx.done, expireFx.done];
sample({ clock: [...written, bulkFx.done], target: [propertiesList.refreshed, loadQueueSizeFx] });
// Approved or rejected: it left the queue; the drawer closes.
sample({ clock: [approveFx.done, rejectFx.done], target: detailClosed });
sample({
  clock: [editFx.done, featureFx.done, expireFx.done],
  source: $openId,
  filter: Boolean,
  target: [loadDetailFx, loadHistoryFx],
});

sample({ clock: approveFx.done, fn: () => t('approve.done'), target: notifySuccessFx });
sample({ clock: rejectFx.done, fn: () => t('reject.done'), target: notifySuccessFx });
sample({ clock: editFx.done, fn: () => t('edit.done'), target: notifySuccessFx });
sample({
  clock: featureFx.done,
  fn: ({ params }) => t(params.until ? 'feature.done' : 'feature.stopped'),
  target: notifySuccessFx,
});
sample({ clock: expireFx.done, fn: () => t('expire.done'), target: notifySuccessFx });

/** "3 approved" or "2 approved, 1 not: <why>" (the first refusal's reason from the api). */
export function bulkSummary(answer: BulkPropertiesAnswer, action: 'approve' | 'reject'): string {
  const done = t(action === 'approve' ? 'bulk.approved' : 'bulk.rejected', {
    count: answer.succeeded,
  });
  const firstFailure = answer.results.find((result) => !result.ok);
  return firstFailure
    ? t('bulk.partly', { done, failed: answer.failed, reason: firstFailure.message })
    : done;
}
sample({
  clock: bulkFx.done,
  filter: ({ result }) => result.failed === 0,
  fn: ({ params, result }) => bulkSummary(result, params.action),
  target: notifySuccessFx,
});
sample({
  clock: bulkFx.done,
  filter: ({ result }) => result.failed > 0,
  fn: ({ params, result }) => bulkSummary(result, params.action),
  target: notifyInfoFx,
});

const failures: [typeof approveFx.failData, Key][] = [
  [approveFx.failData, 'approve.failed'],
  [rejectFx.failData, 'reject.failed'],
  [editFx.failData, 'edit.failed'],
  [featureFx.failData, 'feature.failed'],
  [expireFx.failData, 'expire.failed'],
  [bulkFx.failData, 'bulk.failed'],
];
for (const [failed, fallback] of failures)
  sample({ clock: failed, fn: (error) => messageOf(error, t(fallback)), target: notifyErrorFx });
