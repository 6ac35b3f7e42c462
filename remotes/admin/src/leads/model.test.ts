import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import { assignLeadsFx, fetchAssigneesFx, setLeadStatusFx } from './api';
import { OPERATORS, pageOf, RAVI_LEAD, SANA_LEAD } from './fixtures';
import {
  $assignProblem,
  $statusError,
  $statusLead,
  assignSubmitted,
  dispatchLeads,
  dispatchOpened,
  dispatchQuery,
  operatorChosen,
  statusPanelOpened,
  statusSubmitted,
} from './model';

describe('lead dispatch model', () => {
  it('turns the filter bar into the api assignee: unassigned by default, mine, all', () => {
    expect(dispatchQuery({ page: 1 })).toEqual({ page: 1, assignee: 'none' });
    expect(dispatchQuery({ page: 1, view: 'mine', city: 'Pune' })).toEqual({
      page: 1,
      city: 'Pune',
      assignee: 'me',
    });
    expect(dispatchQuery({ view: 'all' })).toEqual({ assignee: undefined });
    expect(dispatchQuery({ view: 'bogus' })).toEqual({ assignee: 'none' });
  });

  it('says which leads were not assigned, and why', async () => {
    const info = rs.fn(async (_message: string) => undefined);
    const success = rs.fn(async (_message: string) => undefined);
    const scope = fork({
      handlers: [
        [dispatchLeads.fetchFx, async () => pageOf([RAVI_LEAD, SANA_LEAD])],
        [fetchAssigneesFx, async () => OPERATORS],
        [
          assignLeadsFx,
          async () => ({
            isSuccess: true as const,
            message: '1 of 2 leads assigned',
            results: [
              { _id: RAVI_LEAD._id, ok: true, message: 'Assigned to Asha Admin' },
              {
                _id: SANA_LEAD._id,
                ok: false,
                message: 'A closed lead cannot be assigned: reopen it first.',
              },
            ],
          }),
        ],
        [notifyInfoFx, info],
        [notifySuccessFx, success],
      ],
    });
    await allSettled(dispatchOpened, { scope });
    await allSettled(assignSubmitted, { scope });
    expect(scope.getState($assignProblem)).toBe(
      'Select leads in the table, then choose an operator.',
    );
    await allSettled(dispatchLeads.selection.selectionChanged, {
      scope,
      params: [RAVI_LEAD._id, SANA_LEAD._id],
    });
    await allSettled(operatorChosen, { scope, params: OPERATORS[0]?._id ?? '' });
    await allSettled(assignSubmitted, { scope });
    expect(info).toHaveBeenCalledWith(
      '1 of 2 assigned. Not assigned: A closed lead cannot be assigned: reopen it first.',
    );
    expect(success).not.toHaveBeenCalled();
    expect(scope.getState(dispatchLeads.selection.$selected)).toEqual([]);
  });

  it("keeps the status panel open with the api's reason when the change is refused", async () => {
    const refused = {
      success: false,
      message: 'A closed lead cannot become spam: it can become new.',
      code: 'CONFLICT',
    };
    const scope = fork({
      handlers: [
        [
          setLeadStatusFx,
          async () => {
            throw refused;
          },
        ],
        [notifyErrorFx, async () => undefined],
      ],
    });
    await allSettled(statusPanelOpened, { scope, params: { ...SANA_LEAD, status: 'closed' } });
    await allSettled(statusSubmitted, { scope, params: { status: 'spam', note: ' ' } });
    expect(scope.getState($statusLead)?._id).toBe(SANA_LEAD._id);
    expect(scope.getState($statusError)).toBe(
      'A closed lead cannot become spam: it can become new.',
    );
  });
});
