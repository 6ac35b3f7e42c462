import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  featurePropertyFx,
  fetchHistoryFx,
  fetchPropertyFx,
  fetchQueueSizeFx,
  rejectPropertyFx,
} from './api';
import { waitingSince } from './format';
import {
  $detail,
  $openId,
  bulkSummary,
  endOfIndiaDay,
  featureSubmitted,
  propertiesList,
  propertyOpened,
  rejectDialogOpened,
  rejectSubmitted,
} from './model';
import { detail, EDIT_ID, history, page } from './testProperties';

function scope() {
  const reject = rs.fn(async (_: { id: string; reason: string }) => undefined);
  const feature = rs.fn(async (_: { id: string; until: string | null }) => undefined);
  const list = rs.fn(async () => page([]));
  const size = rs.fn(async () => ({ total: 0, capped: false }));
  const s = fork({
    handlers: [
      [fetchPropertyFx, async () => detail()],
      [fetchHistoryFx, async () => history()],
      [rejectPropertyFx, reject],
      [featurePropertyFx, feature],
      [propertiesList.fetchFx, list],
      [fetchQueueSizeFx, size],
    ],
  });
  return { s, reject, feature, list, size };
}

describe('properties model', () => {
  it('rejects the open listing with the trimmed reason, then closes it and refreshes the lists', async () => {
    const { s, reject, list, size } = scope();
    await allSettled(propertiesList.queryChanged, { scope: s, params: { queue: 'review' } });
    await allSettled(propertyOpened, { scope: s, params: EDIT_ID });
    expect(s.getState($detail)?._id).toBe(EDIT_ID);
    await allSettled(rejectDialogOpened, { scope: s, params: { kind: 'one', id: EDIT_ID } });
    await allSettled(rejectSubmitted, { scope: s, params: '  Photos are of another flat.  ' });
    expect(reject).toHaveBeenCalledWith({ id: EDIT_ID, reason: 'Photos are of another flat.' });
    expect(s.getState($openId)).toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
    expect(size).toHaveBeenCalledTimes(1);
  });

  it('features until the end of the chosen India day, or stops with null', async () => {
    const { s, feature } = scope();
    await allSettled(propertyOpened, { scope: s, params: EDIT_ID });
    await allSettled(featureSubmitted, { scope: s, params: '2026-12-01' });
    expect(feature).toHaveBeenLastCalledWith({ id: EDIT_ID, until: '2026-12-01T23:59:59+05:30' });
    await allSettled(featureSubmitted, { scope: s, params: null });
    expect(feature).toHaveBeenLastCalledWith({ id: EDIT_ID, until: null });
    expect(endOfIndiaDay('2026-01-31')).toBe('2026-01-31T23:59:59+05:30');
  });

  it('sums a bulk answer up, naming the first refusal', () => {
    const results = [
      { _id: 'a', ok: true, message: 'ok' },
      { _id: 'b', ok: false, message: 'This listing is not waiting for review (it is active)' },
    ];
    expect(
      bulkSummary({ isSuccess: true, message: '', results, succeeded: 1, failed: 1 }, 'approve'),
    ).toBe('1 approved; 1 not: This listing is not waiting for review (it is active)');
    expect(
      bulkSummary(
        { isSuccess: true, message: '', results: [results[0] as never], succeeded: 1, failed: 0 },
        'reject',
      ),
    ).toBe('1 rejected');
  });

  it('says how long a submission waits in its largest whole unit', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(waitingSince('2026-11-24T11:15:00Z', now)).toEqual({
      key: 'waiting.minutes',
      count: 45,
    });
    expect(waitingSince('2026-11-24T09:59:00Z', now)).toEqual({ key: 'waiting.hours', count: 2 });
    expect(waitingSince('2026-11-21T12:00:00Z', now)).toEqual({ key: 'waiting.days', count: 3 });
  });
});
