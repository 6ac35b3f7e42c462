import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { fetchAdminDashboardFx, type PeriodQuery } from './api';
import { $dashboard, $error, $status, periodShown, retryClicked } from './model';
import { dashboardAnswer } from './test/dashboard';

const week = { from: '2026-11-18', to: '2026-11-24' };
const month = { from: '2026-10-26', to: '2026-11-24' };

describe('admin dashboard model', () => {
  it('keeps only the answer to the period asked for last', async () => {
    const answers: Array<(value: ReturnType<typeof dashboardAnswer>) => void> = [];
    const calls: PeriodQuery[] = [];
    const scope = fork({
      handlers: [
        [
          fetchAdminDashboardFx,
          (period: PeriodQuery) =>
            new Promise((resolve) => {
              calls.push(period);
              answers.push(resolve);
            }),
        ],
      ],
    });
    const first = allSettled(periodShown, { scope, params: week });
    const second = allSettled(periodShown, { scope, params: month });
    expect(calls).toEqual([week, month]);
    answers[1]?.(dashboardAnswer({}, month));
    answers[0]?.(dashboardAnswer({}, week));
    await Promise.all([first, second]);
    expect(scope.getState($dashboard)?.from).toBe(month.from);
    expect(scope.getState($status)).toBe('ready');
  });

  it('says what failed and loads the same period again on Retry', async () => {
    const calls: PeriodQuery[] = [];
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchAdminDashboardFx,
          async (period: PeriodQuery) => {
            calls.push(period);
            if (fail) throw { success: false, message: 'The database is busy. Try again.' };
            return dashboardAnswer({}, period);
          },
        ],
      ],
    });
    await allSettled(periodShown, { scope, params: week });
    expect(scope.getState($status)).toBe('error');
    expect(scope.getState($error)).toBe('The database is busy. Try again.');
    fail = false;
    await allSettled(retryClicked, { scope });
    expect(calls).toEqual([week, week]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($error)).toBe('');
  });
});
