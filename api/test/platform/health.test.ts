import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`health and errors (${engineUnderTest})`, () => {
  it('answers /api/health without the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, message: 'ok' });
  });

  it('answers unknown api routes with the 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'NOT_FOUND' });
  });

  it('runs on the engine the environment asks for', () => {
    expect(ctx.database.engine).toBe(engineUnderTest);
  });
});
