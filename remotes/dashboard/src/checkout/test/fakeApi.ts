import { rs } from '@rstest/core';
import { jsonResponse } from 'shared/testing';

type Answer = { status?: number; body: unknown };
export type Route = (request: { method: string; path: string; body: unknown }) => Answer | null;

/** Answers the api calls of these pages by method and path ('/api/' left out); 404 otherwise. */
export function fakeApi(route: Route) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = rs.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, '') + url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const answer = route(call);
    if (!answer) return jsonResponse({ isSuccess: false, message: 'Not found' }, 404);
    return jsonResponse(answer.body, answer.status ?? 200);
  });
  return { calls, fetch };
}
