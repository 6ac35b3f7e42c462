import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { AdminPage } from 'shared/contracts/adminLists';
import { createAdminListModel } from './listModel';

type Row = { _id: string };
type Query = { page: number; search?: string };

const pageOf = (ids: string[], total = ids.length): AdminPage<Row> => ({
  isSuccess: true,
  message: 'ok',
  data: ids.map((_id) => ({ _id })),
  total,
  totalCapped: total >= 10_000,
  page: 1,
  limit: 20,
});

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const model = createAdminListModel<Row, Query>({
  name: 'test-list',
  fetch: async () => pageOf([]),
});

describe('createAdminListModel', () => {
  it('fetches the query and shows its rows, total and capped flag', async () => {
    const fetch = rs.fn(async (_query: Query) => pageOf(['a', 'b'], 10_000));
    const scope = fork({ handlers: [[model.fetchFx, fetch]] });
    expect(scope.getState(model.$status)).toBe('idle');
    await allSettled(model.queryChanged, { scope, params: { page: 1, search: 'ravi' } });
    expect(fetch).toHaveBeenCalledWith({ page: 1, search: 'ravi' });
    expect(scope.getState(model.$rows)).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    expect(scope.getState(model.$total)).toBe(10_000);
    expect(scope.getState(model.$totalCapped)).toBe(true);
    expect(scope.getState(model.$status)).toBe('ready');
  });

  it("only the latest query's answer lands, whichever answer comes last", async () => {
    const first = deferred<AdminPage<Row>>();
    const second = deferred<AdminPage<Row>>();
    const fetch = rs.fn((query: Query) => (query.page === 1 ? first.promise : second.promise));
    const scope = fork({ handlers: [[model.fetchFx, fetch]] });
    const one = allSettled(model.queryChanged, { scope, params: { page: 1 } });
    const two = allSettled(model.queryChanged, { scope, params: { page: 2 } });
    second.resolve(pageOf(['new']));
    await Promise.resolve();
    first.resolve(pageOf(['old']));
    await Promise.all([one, two]);
    expect(scope.getState(model.$rows)).toEqual([{ _id: 'new' }]);
    expect(scope.getState(model.$query)).toEqual({ page: 2 });
    expect(scope.getState(model.$status)).toBe('ready');
  });

  it("an older query's failure does not hide the latest rows", async () => {
    const first = deferred<AdminPage<Row>>();
    const fetch = rs.fn((query: Query) =>
      query.page === 1 ? first.promise : Promise.resolve(pageOf(['latest'])),
    );
    const scope = fork({ handlers: [[model.fetchFx, fetch]] });
    const one = allSettled(model.queryChanged, { scope, params: { page: 1 } });
    const two = allSettled(model.queryChanged, { scope, params: { page: 2 } });
    await Promise.resolve();
    first.reject({ success: false, message: 'Timed out' });
    await Promise.all([one, two]);
    expect(scope.getState(model.$status)).toBe('ready');
    expect(scope.getState(model.$error)).toBeNull();
    expect(scope.getState(model.$rows)).toEqual([{ _id: 'latest' }]);
  });

  it("shows the server's message on failure, keeps the rows, and Retry asks again", async () => {
    let fail = false;
    const fetch = rs.fn(async () => {
      if (fail) throw { success: false, message: 'Your staff role does not allow this.' };
      return pageOf(['a']);
    });
    const scope = fork({ handlers: [[model.fetchFx, fetch]] });
    await allSettled(model.queryChanged, { scope, params: { page: 1 } });
    fail = true;
    await allSettled(model.refreshed, { scope });
    expect(scope.getState(model.$status)).toBe('error');
    expect(scope.getState(model.$error)).toBe('Your staff role does not allow this.');
    expect(scope.getState(model.$rows)).toEqual([{ _id: 'a' }]);
    fail = false;
    await allSettled(model.retried, { scope });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenLastCalledWith({ page: 1 });
    expect(scope.getState(model.$status)).toBe('ready');
    expect(scope.getState(model.$error)).toBeNull();
  });

  it('a failure without a message says to check the connection and retry', async () => {
    const scope = fork({
      handlers: [
        [
          model.fetchFx,
          async () => {
            throw new TypeError('Failed to fetch');
          },
        ],
      ],
    });
    await allSettled(model.queryChanged, { scope, params: { page: 1 } });
    expect(scope.getState(model.$error)).toBe(
      'The list could not be loaded. Check your connection and press Retry.',
    );
  });

  it('Retry before any query asks nothing', async () => {
    const fetch = rs.fn(async () => pageOf([]));
    const scope = fork({ handlers: [[model.fetchFx, fetch]] });
    await allSettled(model.retried, { scope });
    expect(fetch).not.toHaveBeenCalled();
    expect(scope.getState(model.$status)).toBe('idle');
  });

  it('clears the selection when the query changes, not on a refresh', async () => {
    const scope = fork({ handlers: [[model.fetchFx, async () => pageOf(['a', 'b'])]] });
    await allSettled(model.queryChanged, { scope, params: { page: 1 } });
    await allSettled(model.selection.selectionChanged, { scope, params: ['a', 'b'] });
    expect(scope.getState(model.selection.$selected)).toEqual(['a', 'b']);
    await allSettled(model.refreshed, { scope });
    expect(scope.getState(model.selection.$selected)).toEqual(['a', 'b']);
    await allSettled(model.queryChanged, { scope, params: { page: 2 } });
    expect(scope.getState(model.selection.$selected)).toEqual([]);
  });
});
