import { rs } from '@rstest/core';
import { jsonResponse } from 'shared/testing';

const STATE_ID = '3f0e1d2c-4b5a-4697-8877-66554433aa01';

/** Answers the public reference calls the location step makes (states, cities, localities). */
export function fakeReferenceApi() {
  const fetch = rs.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    if (url.pathname.endsWith('/states'))
      return jsonResponse({
        isSuccess: true,
        message: 'ok',
        states: ['Karnataka', 'Maharashtra'].map((name, index) => ({
          _id: `${STATE_ID.slice(0, -1)}${index}`,
          name,
          code: name.slice(0, 2).toUpperCase(),
          type: 'state',
        })),
      });
    if (url.pathname.endsWith('/cities'))
      return jsonResponse({
        isSuccess: true,
        message: 'ok',
        cities: (url.searchParams.get('state') === 'Maharashtra'
          ? ['Mumbai', 'Pune']
          : ['Bengaluru']
        ).map((name, index) => ({
          _id: `${STATE_ID.slice(0, -2)}1${index}`,
          name,
          stateId: STATE_ID,
        })),
      });
    if (url.pathname.endsWith('/localities'))
      return jsonResponse({ isSuccess: true, message: 'ok', localities: ['Baner', 'Balewadi'] });
    throw new Error(`Unexpected call ${url.pathname}`);
  });
  rs.stubGlobal('fetch', fetch);
  return fetch;
}
