import { rs } from '@rstest/core';

export type Reply = { status: number; body?: unknown; text?: string };
export type Route = (request: {
  url: string;
  init: RequestInit;
  auth: string | null;
}) => Reply | Promise<Reply>;

export const json = (status: number, body?: unknown): Reply => ({ status, body });

/** Replaces global fetch with a router of fake answers; records every call. */
export function installFakeFetch(route: Route) {
  const calls: { url: string; auth: string | null; body: unknown }[] = [];
  const headersOfCalls: Headers[] = [];
  const fetchMock = rs.fn(async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const auth = headers.get('Authorization');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url: String(input), auth, body });
    headersOfCalls.push(headers);
    const reply = await route({ url: String(input), init, auth });
    const payload = reply.text ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
    return new Response(payload, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  rs.stubGlobal('fetch', fetchMock);
  return {
    calls,
    headersOfCalls,
    fetchMock,
    callsTo: (path: string) => calls.filter((c) => c.url.endsWith(path)),
  };
}

export const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
