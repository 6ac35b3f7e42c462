import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let other: LoggedInUser;
let propertyId: string;
const SAME_TIME = new Date('2026-03-15T04:30:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9811111111');
  other = await loginUser(ctx, '9822222222');
  propertyId = (
    await insertProperty(ctx.database, owner.id, {
      title: 'Sea view 3 BHK, "Bandra"',
      city: 'Mumbai',
      locality: 'Bandra West',
    })
  ).id;
  await insertLead(ctx.database, propertyId, owner.id, {
    name: '=HYPERLINK("http://evil.example","Click")',
    phone: '9000000001',
    message: 'Line one\nline two, with a comma',
    createdAt: new Date('2026-03-16T10:00:00Z'),
  });
  await insertLead(ctx.database, propertyId, owner.id, {
    name: 'अनुराधा शर्मा',
    phone: '9000000002',
    message: '@SUM(1+1)',
    createdAt: new Date('2026-03-16T09:00:00Z'),
  });
  // Five leads in the same instant: the keyset pages must neither skip nor repeat any of them.
  for (let i = 0; i < 5; i++) {
    await insertLead(ctx.database, propertyId, owner.id, {
      name: `Same time ${i}`,
      phone: `900000010${i}`,
      createdAt: SAME_TIME,
    });
  }
});
afterAll(() => ctx.close());

const exportCsv = (user: LoggedInUser, ownerId: string, query = '') =>
  ctx.app.inject({
    url: `/api/users/leads/${ownerId}/export.csv?${query}`,
    headers: user.headers,
  });

describe(`leads CSV export (${engineUnderTest})`, () => {
  it('sends every matching row as a UTF-8 CSV with a BOM, named for the day', async () => {
    const res = await exportCsv(owner, owner.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="leads-${day}.csv"`);
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFReceived (IST),Name,Mobile,E-mail,Message,Property,')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[1]).toBe(
      `2026-03-16 15:30,"'=HYPERLINK(""http://evil.example"",""Click"")",9000000001,,"Line one\nline two, with a comma","Sea view 3 BHK, ""Bandra""",Bandra West,Mumbai,New,`,
    );
    expect(lines[2]).toBe(
      `2026-03-16 14:30,अनुराधा शर्मा,9000000002,,'@SUM(1+1),"Sea view 3 BHK, ""Bandra""",Bandra West,Mumbai,New,`,
    );
  });

  it('applies the filters of the list', async () => {
    const res = await exportCsv(
      owner,
      owner.id,
      'search=same&startDate=2026-03-15&endDate=2026-03-15',
    );
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.startsWith('2026-03-15 10:00,Same time'))).toBe(true);
    const none = await exportCsv(owner, owner.id, 'status=contacted');
    expect(none.body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('reads the rows in keyset pages, none skipped or repeated at equal times', async () => {
    const seen: string[] = [];
    let pages = 0;
    for await (const page of ctx.app.leads.pages(owner.id, {}, 2)) {
      pages++;
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((lead) => lead.name));
    }
    expect(pages).toBe(4);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it("refuses another user's export and bad filters", async () => {
    const theirs = await exportCsv(other, owner.id);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('Same time');
    const bad = await exportCsv(owner, owner.id, 'page=2');
    expect(bad.statusCode).toBe(400);
    const range = await exportCsv(owner, owner.id, 'startDate=2026-03-16&endDate=2026-03-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain('startDate must not be after endDate');
  });
});
