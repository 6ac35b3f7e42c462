import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { parseQuery } from '../search/query';
import { card } from '../test/fixtures';
import { searchListingsFx, startSearchEarly } from './listings';

function answerWith(body: unknown) {
  return rs.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('starting the first search before React renders', () => {
  it('the first search for the same URL takes the early answer instead of asking again', async () => {
    const listing = card({ title: 'Early bird' });
    const fetch = answerWith({
      isSuccess: true,
      message: 'ok',
      data: [listing],
      total: 1,
      nextCursor: null,
    });
    rs.stubGlobal('fetch', fetch);
    startSearchEarly('?city=Pune&bhk=2');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('listings/search?city=Pune&bhk=2');

    const scope = fork();
    const query = parseQuery(new URLSearchParams('city=Pune&bhk=2'));
    const first = await allSettled(searchListingsFx, { scope, params: { query, cursor: null } });
    expect(first).toEqual({
      status: 'done',
      value: { data: [listing], total: 1, nextCursor: null },
    });
    expect(fetch).toHaveBeenCalledTimes(1);

    // Used once: the next search (a Retry, say) asks the api again.
    await allSettled(searchListingsFx, { scope, params: { query, cursor: null } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a search for another URL does not take it', async () => {
    const fetch = answerWith({
      isSuccess: true,
      message: 'ok',
      data: [],
      total: 0,
      nextCursor: null,
    });
    rs.stubGlobal('fetch', fetch);
    startSearchEarly('?city=Pune');
    const scope = fork();
    const query = parseQuery(new URLSearchParams('city=Delhi'));
    await allSettled(searchListingsFx, { scope, params: { query, cursor: null } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]?.[0])).toContain('city=Delhi');
  });
});
