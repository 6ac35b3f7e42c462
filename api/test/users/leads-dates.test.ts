import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9877777777');
  const property = await insertProperty(ctx.database, owner.id);
  await insertLead(ctx.database, property.id, owner.id, {
    name: 'Ravi Kumar',
    createdAt: new Date('2026-03-15T10:00:00Z'),
  });
});
afterAll(() => ctx.close());

const leads = (query: string) =>
  ctx.app.inject({ url: `/api/users/leads/${owner.id}?${query}`, headers: owner.headers });

describe(`leads date range (${engineUnderTest})`, () => {
  it('refuses dates outside 2000-01-01 .. 2100-12-31 with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['startDate=0001-01-01&endDate=9999-12-31', 'startDate'],
      ['startDate=0000-01-01', 'startDate'],
      ['endDate=9999-12-31', 'endDate'],
      ['startDate=1999-12-31', 'startDate'],
      ['endDate=2101-01-01', 'endDate'],
      ['startDate=0001-01-01T00:00:00Z', 'startDate'],
      ['endDate=9999-12-31T23:59:59%2B14:00', 'endDate'],
    ] as const) {
      const res = await leads(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toContain(
        `querystring.${field}: ${field} must be between 2000-01-01 and 2100-12-31`,
      );
    }
  });

  it('refuses days that no calendar has', async () => {
    for (const query of ['startDate=2026-02-30', 'endDate=2026-13-01', 'startDate=2025-02-29']) {
      const res = await leads(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('accepts the bounds themselves and finds the lead inside them', async () => {
    const res = await leads('startDate=2000-01-01&endDate=2100-12-31');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    const leapDay = await leads('startDate=2024-02-29&endDate=2026-03-15');
    expect(leapDay.statusCode).toBe(200);
    expect(leapDay.json().total).toBe(1);
  });
});
