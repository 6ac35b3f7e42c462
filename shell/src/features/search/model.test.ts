import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fork, scopeBind } from 'effector';
import type { Suggestion } from 'shared/contracts/suggestions';
import { fetchSuggestionsFx } from './api';
import { createSearchModel } from './model';

const model = createSearchModel();

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('search model', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('ignores a late answer for older text', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<Suggestion[]>>>();
    const scope = fork({
      handlers: [
        [
          fetchSuggestionsFx,
          (search: string) => {
            const answer = deferred<Suggestion[]>();
            answers.set(search, answer);
            return answer.promise;
          },
        ],
      ],
    });
    // allSettled would wait for the (fake) debounce timer; fire the events instead.
    const type = scopeBind(model.textChanged, { scope });
    type('Mu');
    await rs.advanceTimersByTimeAsync(500);
    type('Mum');
    await rs.advanceTimersByTimeAsync(500);
    answers.get('Mum')?.resolve([{ _id: '1', searchText: 'Mumbai' }]);
    await rs.advanceTimersByTimeAsync(0);
    answers.get('Mu')?.resolve([{ _id: '2', searchText: 'Mussoorie' }]);
    await rs.advanceTimersByTimeAsync(0);
    expect(scope.getState(model.$suggestions)).toEqual([{ _id: '1', searchText: 'Mumbai' }]);
    expect(scope.getState(model.$showSuggestions)).toBe(true);
  });

  it('keeps each search box separate', async () => {
    const other = createSearchModel();
    const scope = fork({ handlers: [[fetchSuggestionsFx, async () => []]] });
    scopeBind(model.textChanged, { scope })('Pune');
    expect(scope.getState(model.$text)).toBe('Pune');
    expect(scope.getState(other.$text)).toBe('');
  });
});
