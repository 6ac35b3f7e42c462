import { rs } from '@rstest/core';
import { jsonResponse, placesAnswer } from 'shared/testing';

/** Answers the public reference calls the location step makes (states, cities, localities). */
export function fakeReferenceApi() {
  const fetch = rs.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const places = placesAnswer(url);
    if (places) return places;
    if (url.pathname.endsWith('/localities'))
      return jsonResponse({ isSuccess: true, message: 'ok', localities: ['Baner', 'Balewadi'] });
    throw new Error(`Unexpected call ${url.pathname}`);
  });
  rs.stubGlobal('fetch', fetch);
  return fetch;
}
