import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { z } from 'zod';
import { REQUEST_TIMEOUT_MS, userApi } from './clients';
import { request } from './request';
import { installFakeFetch, json } from './test/fakeServer';

const statesSchema = z.object({
  isSuccess: z.literal(true),
  states: z.array(z.object({ name: z.string() })),
});

afterEach(() => {
  rs.useRealTimers();
  rs.unstubAllGlobals();
  localStorage.clear();
});

describe('request(schema, call)', () => {
  it('resolves with the validated answer', async () => {
    installFakeFetch(() =>
      json(200, { isSuccess: true, message: 'ok', states: [{ name: 'Goa' }] }),
    );
    const answer = await request(statesSchema, userApi.url('states').get().json());
    expect(answer.states).toEqual([{ name: 'Goa' }]);
  });

  it("rejects an answer that breaks the contract with 'Something went wrong'", async () => {
    installFakeFetch(() => json(200, { isSuccess: true, states: 'nope' }));
    await expect(request(statesSchema, userApi.url('states').get().json())).rejects.toEqual({
      success: false,
      message: 'Something went wrong',
      code: 'INVALID_ANSWER',
    });
  });

  it("normalises a server error to { success: false, message } with the server's message", async () => {
    installFakeFetch(() =>
      json(429, { isSuccess: false, message: 'Too many requests', code: 'RATE_LIMITED' }),
    );
    await expect(request(statesSchema, userApi.url('states').get().json())).rejects.toEqual({
      success: false,
      message: 'Too many requests',
      code: 'RATE_LIMITED',
      status: 429,
    });
  });

  it.each([
    ['an error without a body', () => json(500)],
    ['an error with a non-JSON body', () => ({ status: 502, text: '<html>Bad gateway</html>' })],
  ])("uses 'Something went wrong' for %s", async (_name, reply) => {
    installFakeFetch(reply);
    await expect(request(statesSchema, userApi.url('states').get().json())).rejects.toMatchObject({
      success: false,
      message: 'Something went wrong',
    });
  });

  it('uses the fallback for a network failure', async () => {
    rs.stubGlobal(
      'fetch',
      rs.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(
      request(statesSchema, userApi.url('states').get().json(), 'Failed to send OTP'),
    ).rejects.toEqual({ success: false, message: 'Failed to send OTP' });
  });

  it('prefers the server message over a caller fallback', async () => {
    installFakeFetch(() => json(400, { isSuccess: false, message: 'Invalid OTP' }));
    await expect(
      request(statesSchema, userApi.url('states').get().json(), 'OTP verification failed'),
    ).rejects.toMatchObject({ message: 'Invalid OTP' });
  });

  it(`aborts a hung request after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    rs.useFakeTimers();
    const hang = rs.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    rs.stubGlobal('fetch', hang);
    let settled = false;
    const pending = request(statesSchema, userApi.url('states').get().json()).finally(() => {
      settled = true;
    });
    pending.catch(() => {});

    await rs.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await rs.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toEqual({
      success: false,
      message: 'Something went wrong',
      code: 'TIMEOUT',
    });
    expect(hang).toHaveBeenCalledTimes(1);
  });
});
