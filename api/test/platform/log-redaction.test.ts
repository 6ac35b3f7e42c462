import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

const SEEKER = {
  phone: '9823456781',
  name: 'Ravindra Kumaraswamy',
  email: 'ravindra.k@example.com',
};

let ctx: TestContext;
let output = '';
let seeker: LoggedInUser;
let propertyId: string;
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    output += chunk;
  });
  ctx = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
  const owner = await loginUser(ctx, '9814141414');
  seeker = await loginUser(ctx, SEEKER.phone);
  propertyId = (await insertProperty(ctx.database, owner.id)).id;
  // Every new lead now fails in the database, the way a broken deploy or a full disk would.
  await ctx.database.db.execute(
    sql`ALTER TABLE leads ADD CONSTRAINT leads_closed CHECK (false) NOT VALID`,
  );
});
afterAll(() => ctx.close());

describe(`a failed query's log (${engineUnderTest})`, () => {
  it("names the statement but holds none of the seeker's personal data", async () => {
    const listing = await ctx.app.inject({ url: `/api/listings/${propertyId}` });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/leads',
      headers: seeker.headers,
      payload: {
        propertyId,
        consent: true,
        consentText: listing.json().listing.contactConsentText,
        name: SEEKER.name,
        email: SEEKER.email,
        message: `Please call me on ${SEEKER.phone}`,
      },
    });
    expect(res.statusCode).toBe(500);
    await new Promise((r) => setTimeout(r, 50));
    const failure = output.split('\n').find((line) => line.includes('unhandled error'));
    expect(failure).toBeDefined();
    expect(failure).toContain('insert into \\"leads\\"');
    expect(failure).toContain('leads_closed');
    for (const personal of [SEEKER.phone, SEEKER.name, 'Ravindra', SEEKER.email]) {
      expect(output).not.toContain(personal);
    }
  });
});
