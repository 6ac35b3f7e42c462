import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await loginUser(ctx, '9822222222');
  for (const [city, locality, status] of [
    ['Pune', 'Baner', 'active'],
    ['Pune', 'Baner', 'active'],
    ['Pune', 'Aundh', 'active'],
    ['Pune', 'Old Baner Road', 'active'],
    ['Pune', 'Bavdhan', 'pending-review'],
    ['Mumbai', 'Bandra West', 'active'],
  ] as const) {
    await insertProperty(ctx.database, owner.id, { city, locality, status });
  }
});
afterAll(() => ctx.close());

const localities = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/localities?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().localities as string[];
};

describe(`locality suggestions for the add-property step (${engineUnderTest})`, () => {
  it("lists a city's localities of live listings, the most listed first", async () => {
    expect(await localities('city=pune')).toEqual(['Baner', 'Aundh', 'Old Baner Road']);
  });

  it('keeps those with a word starting with what was typed', async () => {
    expect(await localities('city=Pune&q=ban')).toEqual(['Baner', 'Old Baner Road']);
    expect(await localities('city=Pune&q=bav')).toEqual([]);
    expect(await localities('city=Pune&q=%25')).toEqual(['Baner', 'Aundh', 'Old Baner Road']);
  });

  it('refuses a request without a city', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/localities?q=ban' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('city');
  });
});
