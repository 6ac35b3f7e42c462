import { createEvent, createStore, sample } from 'effector';
import type { Operator } from 'shared/contracts/adminOperators';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import type { ApiFailure } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { createAdminListModel } from '../table/listModel';
import {
  fetchOperators,
  inviteOperatorFx,
  type OperatorsQuery,
  resendInviteFx,
  updateOperatorFx,
} from './api';
import { operatorsTexts } from './i18n';

export const operatorsList = createAdminListModel<Operator, OperatorsQuery>({
  name: 'operators',
  fetch: fetchOperators,
});

export type Confirming = { operator: Operator; disabled: boolean };

// UI events
export const roleChosen = createEvent<{ id: string; role: AdminRole }>();
/** Disable (or enable) asked: a confirmation first. */
export const disableAsked = createEvent<Confirming>();
export const confirmCancelled = createEvent();
export const confirmed = createEvent();
export const resendAsked = createEvent<string>();

// data
export const $confirming = createStore<Confirming | null>(null)
  .on(disableAsked, (_, asked) => asked)
  .reset(confirmCancelled, updateOperatorFx.done);
/** Staff members with a change on its way: their controls wait. */
export const $busyIds = createStore<string[]>([])
  .on(updateOperatorFx, (ids, { id }) => [...ids, id])
  .on(resendInviteFx, (ids, id) => [...ids, id])
  .on(updateOperatorFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id))
  .on(resendInviteFx.finally, (ids, { params }) => ids.filter((id) => id !== params));
export const $isUpdating = updateOperatorFx.pending;

// logic
sample({
  clock: roleChosen,
  fn: ({ id, role }) => ({ id, body: { role } }),
  target: updateOperatorFx,
});

sample({
  clock: confirmed,
  source: $confirming,
  filter: (confirming) => confirming !== null,
  fn: (confirming) => {
    const { operator, disabled } = confirming as Confirming;
    return { id: operator._id, body: { disabled } };
  },
  target: updateOperatorFx,
});

sample({ clock: resendAsked, target: resendInviteFx });

sample({
  clock: [updateOperatorFx.doneData, resendInviteFx.doneData, inviteOperatorFx.doneData],
  fn: (answer) => answer.message,
  target: notifySuccessFx,
});

// The refusals say why ("never the last active super admin", ...): a toast, the row unchanged.
sample({
  clock: [updateOperatorFx.failData, resendInviteFx.failData],
  fn: (failure: ApiFailure) => failure.message || operatorsTexts.t('unknownProblem'),
  target: notifyErrorFx,
});

sample({
  clock: [updateOperatorFx.done, resendInviteFx.done, inviteOperatorFx.done],
  target: operatorsList.refreshed,
});
