import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe(`public reference data (${engineUnderTest})`, () => {
  it('lists all 28 states and 8 union territories', async () => {
    const res = await get('/api/states');
    expect(res.statusCode).toBe(200);
    const { states } = res.json();
    expect(states.filter((s: { type: string }) => s.type === 'state')).toHaveLength(28);
    expect(states.filter((s: { type: string }) => s.type === 'union-territory')).toHaveLength(8);
    expect(states.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Karnataka', 'Delhi', 'Ladakh']),
    );
  });

  it('lists the cities of a state by id, code or name', async () => {
    const { states } = (await get('/api/states')).json();
    const karnataka = states.find((s: { code: string }) => s.code === 'KA');
    for (const key of [karnataka._id, 'KA', 'karnataka']) {
      const res = await get(`/api/cities?state=${encodeURIComponent(key)}`);
      expect(res.statusCode).toBe(200);
      const names = res.json().cities.map((c: { name: string }) => c.name);
      expect(names).toContain('Bengaluru');
      expect(names).not.toContain('Mumbai');
      expect(res.json().cities[0].stateId).toBe(karnataka._id);
    }
    expect((await get('/api/cities?state=Atlantis')).statusCode).toBe(404);
    expect((await get('/api/cities')).statusCode).toBe(400);
  });

  it('serves footer pages with configUrl, title and content, limited by ?limit', async () => {
    const all = (await get('/api/setting')).json();
    expect(all.data.map((s: { configUrl: string }) => s.configUrl)).toEqual(
      expect.arrayContaining([
        '/about-us',
        '/privacy-policy',
        '/terms-and-conditions',
        '/contact-us',
        '/faq',
      ]),
    );
    expect(all.data[0]).toMatchObject({ configKey: 'FOOTER', title: 'About Us' });
    expect(all.data[0].content).toContain('<p>');
    expect(all.data.every((s: { content: string }) => !/<script|on\w+=/i.test(s.content))).toBe(
      true,
    );
    expect((await get('/api/setting?limit=2')).json().data).toHaveLength(2);
  });

  it('serves the LOGO setting by configKey (with the trailing slash) and the logo file', async () => {
    const res = await get('/api/setting/?configKey=LOGO');
    expect(res.statusCode).toBe(200);
    const [logo] = res.json().data;
    expect(logo).toMatchObject({ configKey: 'LOGO', configValue: '/api/static/logo.svg' });
    const file = await get(logo.configValue);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/api/setting?configKey=lower')).statusCode).toBe(400);
  });

  it('pages and searches suggestions, prefix matches first', async () => {
    const page1 = (await get('/api/admin/suggestion?page=1&limit=5')).json();
    const page2 = (await get('/api/admin/suggestion?page=2&limit=5')).json();
    expect(page1.data).toHaveLength(5);
    expect(page1.total).toBeGreaterThan(40);
    expect(page1).toMatchObject({ page: 1, limit: 5 });
    expect(page2.data[0]._id).not.toBe(page1.data[0]._id);
    const pune = (await get('/api/admin/suggestion?search=pune&limit=10')).json();
    expect(pune.data[0].searchText).toBe('Pune');
    expect(pune.data.every((s: { searchText: string }) => /pune/i.test(s.searchText))).toBe(true);
    const literal = (await get('/api/admin/suggestion?search=%25')).json();
    expect(literal.total).toBe(0);
    expect((await get('/api/admin/suggestion?limit=1000')).statusCode).toBe(400);
  });

  it('lists subscription plans', async () => {
    const { plans } = (await get('/api/subscription/plans')).json();
    expect(plans.map((p: { code: string }) => p.code)).toEqual(['FREE', 'BASIC', 'PREMIUM']);
  });
});
