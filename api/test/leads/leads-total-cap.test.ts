import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { LeadsQuery } from 'shared/contracts/leads';
import { LeadsRepository } from '../../src/plugins/app/leads/leads-repository';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

/** A small cap stands in for LEADS_TOTAL_CAP, so 30 leads show both sides of it. */
const CAP = 25;
let ctx: TestContext;
let owner: LoggedInUser;
let capped: LeadsRepository;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9811111111');
  const flat = await insertProperty(ctx.database, owner.id, { title: '2 BHK flat in Baner' });
  // 25 leads (the cap) on 10 March, 5 on 12 March: 30 in all.
  for (let i = 0; i < 30; i++) {
    const onTenth = i < CAP;
    await insertLead(ctx.database, flat.id, owner.id, {
      name: onTenth ? `Sana ${i}` : `Ravi ${i}`,
      createdAt: new Date(Date.UTC(2026, 2, onTenth ? 10 : 12, 6, i)),
    });
  }
  capped = new LeadsRepository(ctx.database.db, {
    namedStatements: ctx.database.engine === 'postgres',
    totalCap: CAP,
  });
});
afterAll(() => ctx.close());

const page = (query: Partial<LeadsQuery> = {}) =>
  capped.list(owner.id, { page: 1, limit: 20, ...query });

describe(`owner's leads total, counted up to a cap (${engineUnderTest})`, () => {
  it('answers the cap, flagged, when more leads match than it', async () => {
    const first = await page();
    expect({ total: first.total, totalCapped: first.totalCapped }).toEqual({
      total: CAP,
      totalCapped: true,
    });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]?.name).toBe('Ravi 29');
  });

  it('answers an exact total up to the cap itself', async () => {
    const tenth = await page({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect({ total: tenth.total, totalCapped: tenth.totalCapped }).toEqual({
      total: CAP,
      totalCapped: false,
    });
    const ravi = await page({ search: 'ravi' });
    expect({ total: ravi.total, totalCapped: ravi.totalCapped }).toEqual({
      total: 5,
      totalCapped: false,
    });
  });

  it('still pages past the cap: every matching lead is reachable', async () => {
    const second = await page({ page: 2 });
    expect(second.data.map((lead) => lead.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Sana ${9 - i}`),
    );
    expect({ total: second.total, totalCapped: second.totalCapped }).toEqual({
      total: CAP,
      totalCapped: true,
    });
  });

  it('counts the matches for a page past the last lead, and for a search that finds none', async () => {
    const past = await page({ page: 3 });
    expect(past).toEqual({ data: [], total: CAP, totalCapped: true });
    const pastRavi = await page({ search: 'ravi', page: 2 });
    expect(pastRavi).toEqual({ data: [], total: 5, totalCapped: false });
    expect(await page({ search: 'meera' })).toEqual({ data: [], total: 0, totalCapped: false });
  });

  it('carries totalCapped in the answer of users/leads/{userId}', async () => {
    const res = await ctx.app.inject({
      url: `/api/users/leads/${owner.id}?limit=5`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    // 30 leads are far below the product's cap (LEADS_TOTAL_CAP): the exact total.
    expect(res.json()).toMatchObject({ total: 30, totalCapped: false, page: 1, limit: 5 });
  });
});
