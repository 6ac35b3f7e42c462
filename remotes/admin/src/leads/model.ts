import { attach, createEvent, createStore, sample } from 'effector';
import type {
  AdminLead,
  LeadAssignee,
  LeadDispatchStatus,
  LeadHistoryEntry,
} from 'shared/contracts/adminLeads';
import { messageOf } from 'shared/http';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import { createAdminListModel } from '../table/listModel';
import {
  assignLeadsFx,
  fetchAssigneesFx,
  fetchLeadHistoryFx,
  fetchLeads,
  forwardLeadFx,
  type LeadsQuery,
  setLeadStatusFx,
} from './api';
import { leadsTexts } from './i18n';

/** /admin/leadmanagementsystem/generated-leads: every lead. */
export const generatedLeads = createAdminListModel({
  name: 'adminGeneratedLeads',
  fetch: fetchLeads,
});

/** The dispatch screen's filter bar; without `view` in the URL it shows the unassigned leads. */
export const DISPATCH_VIEWS = ['unassigned', 'mine', 'all'] as const;
export type DispatchView = (typeof DISPATCH_VIEWS)[number];
export const viewOf = (value: unknown): DispatchView =>
  value === 'mine' || value === 'all' ? value : 'unassigned';

/** The dispatch screen's URL query as the api takes it (`view` becomes `assignee`). */
export function dispatchQuery({ view, ...rest }: LeadsQuery): LeadsQuery {
  const chosen = viewOf(view);
  return { ...rest, assignee: chosen === 'all' ? undefined : chosen === 'mine' ? 'me' : 'none' };
}

/** /admin/leadmanagementsystem/dispatch-lead: unassigned, mine or all leads. */
export const dispatchLeads = createAdminListModel({
  name: 'adminDispatchLeads',
  fetch: (query: LeadsQuery) => fetchLeads(dispatchQuery(query)),
});

// UI events
/** The dispatch screen opened by a role that dispatches: load the operators. */
export const dispatchOpened = createEvent();
export const operatorChosen = createEvent<string>();
export const assignSubmitted = createEvent();
export const forwardClicked = createEvent<AdminLead>();
export const statusPanelOpened = createEvent<AdminLead>();
export const statusPanelClosed = createEvent();
export const statusSubmitted = createEvent<{ status: LeadDispatchStatus; note: string }>();
export const historyOpened = createEvent<AdminLead>();
export const historyRetried = createEvent();
export const historyClosed = createEvent();

const loadAssigneesFx = attach({ effect: fetchAssigneesFx });
const assignFx = attach({ effect: assignLeadsFx });
const forwardFx = attach({ effect: forwardLeadFx });
const statusFx = attach({ effect: setLeadStatusFx });
const historyFx = attach({ effect: fetchLeadHistoryFx });

// data
export const $assignees = createStore<LeadAssignee[]>([]).on(
  loadAssigneesFx.doneData,
  (_, list) => list,
);
export const $assigneesError = createStore<string | null>(null)
  .on(loadAssigneesFx.failData, (_, error) =>
    messageOf(error, leadsTexts.t('assign.assigneesFailed')),
  )
  .reset(loadAssigneesFx.done);
export const $operator = createStore('').on(operatorChosen, (_, id) => id);
/** Why Assign did nothing (no lead selected, no operator chosen); cleared by the next try. */
export const $assignProblem = createStore<string | null>(null).reset(operatorChosen);
export const $assigning = assignFx.pending;
/** The lead whose Forward is on its way (its button says so). */
export const $forwarding = createStore<string | null>(null)
  .on(forwardFx, (_, lead) => lead)
  .reset(forwardFx.finally);

export const $statusLead = createStore<AdminLead | null>(null)
  .on(statusPanelOpened, (_, lead) => lead)
  .reset(statusPanelClosed, statusFx.done, historyOpened, dispatchLeads.queryChanged);
export const $statusError = createStore<string | null>(null)
  .on(statusFx.failData, (_, error) => messageOf(error, leadsTexts.t('statusChange.failed')))
  .reset(statusPanelOpened, statusPanelClosed, statusFx);
export const $statusSaving = statusFx.pending;

export const $historyLead = createStore<AdminLead | null>(null)
  .on(historyOpened, (_, lead) => lead)
  .reset(historyClosed, statusPanelOpened, dispatchLeads.queryChanged);
export const $history = createStore<LeadHistoryEntry[]>([])
  .on(historyFx.doneData, (_, entries) => entries)
  .reset(historyOpened, historyClosed);
export const $historyStatus = createStore<'idle' | 'loading' | 'ready' | 'error'>('idle')
  .on(historyFx, () => 'loading')
  .on(historyFx.done, () => 'ready')
  .on(historyFx.fail, () => 'error')
  .reset(historyClosed);
export const $historyError = createStore<string | null>(null)
  .on(historyFx.failData, (_, error) => messageOf(error, leadsTexts.t('history.failed')))
  .reset(historyFx, historyClosed);

// logic: operators
sample({ clock: dispatchOpened, target: loadAssigneesFx });

// logic: assign the selected leads
const { $selected, selectionChanged } = dispatchLeads.selection;
sample({
  clock: assignSubmitted,
  source: { ids: $selected, operator: $operator },
  fn: ({ ids, operator }) =>
    ids.length === 0
      ? leadsTexts.t('assign.nothingSelected')
      : operator === ''
        ? leadsTexts.t('assign.chooseOperator')
        : null,
  target: $assignProblem,
});
sample({
  clock: assignSubmitted,
  source: { ids: $selected, adminId: $operator, pending: $assigning },
  filter: ({ ids, adminId, pending }) => ids.length > 0 && adminId !== '' && !pending,
  fn: ({ ids, adminId }) => ({ ids, adminId }),
  target: assignFx,
});
const allAssigned = (results: { ok: boolean }[]) => results.every((each) => each.ok);
sample({
  clock: assignFx.done,
  source: $assignees,
  filter: (_, { result }) => allAssigned(result.results),
  fn: (assignees, { params, result }) =>
    leadsTexts.t('assign.done', {
      count: result.results.length,
      name: assignees.find((each) => each._id === params.adminId)?.name ?? '',
    }),
  target: notifySuccessFx,
});
sample({
  clock: assignFx.doneData,
  filter: (answer) => !allAssigned(answer.results),
  fn: ({ results }) =>
    leadsTexts.t('assign.partial', {
      done: results.filter((each) => each.ok).length,
      count: results.length,
      reasons: [...new Set(results.filter((each) => !each.ok).map((each) => each.message))].join(
        ' ',
      ),
    }),
  target: notifyInfoFx,
});
sample({ clock: assignFx.done, fn: () => [], target: selectionChanged });
sample({ clock: assignFx.done, target: dispatchLeads.refreshed });
sample({
  clock: assignFx.failData,
  fn: (error) => messageOf(error, leadsTexts.t('assign.failed')),
  target: notifyErrorFx,
});

// logic: forward to the owner
sample({
  clock: forwardClicked,
  source: $forwarding,
  filter: (busy) => busy === null,
  fn: (_, lead) => lead._id,
  target: forwardFx,
});
sample({ clock: forwardFx.done, fn: () => leadsTexts.t('forward.done'), target: notifySuccessFx });
sample({ clock: forwardFx.done, target: dispatchLeads.refreshed });
sample({
  clock: forwardFx.failData,
  fn: (error) => messageOf(error, leadsTexts.t('forward.failed')),
  target: notifyErrorFx,
});

// logic: change the status
sample({
  clock: statusSubmitted,
  source: { lead: $statusLead, saving: $statusSaving },
  filter: ({ lead, saving }) => lead !== null && !saving,
  fn: ({ lead }, { status, note }) => ({
    id: (lead as AdminLead)._id,
    body: note.trim() ? { status, note: note.trim() } : { status },
  }),
  target: statusFx,
});
sample({
  clock: statusFx.doneData,
  fn: (lead) =>
    leadsTexts.t('statusChange.done', { status: leadsTexts.t(`status.${lead.status}`) }),
  target: notifySuccessFx,
});
sample({ clock: statusFx.done, target: dispatchLeads.refreshed });

// logic: history
sample({ clock: historyOpened, fn: (lead) => lead._id, target: historyFx });
sample({
  clock: historyRetried,
  source: $historyLead,
  filter: (lead) => lead !== null,
  fn: (lead) => (lead as AdminLead)._id,
  target: historyFx,
});
