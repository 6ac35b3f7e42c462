import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, migrateDatabase } from '../../src/db/client';
import { admins } from '../../src/db/schema/index';
import { seedDatabase } from '../../src/seed/index';
import { nextIp } from '../helpers/auth';
import {
  createTestApp,
  engineUnderTest,
  freshDatabase,
  type TestContext,
} from '../helpers/test-app';

const secrets = {
  JWT_SECRET: 'j'.repeat(40),
  OTP_SECRET: 'o'.repeat(40),
  REFRESH_SECRET: 'r'.repeat(40),
  ADMIN_PASSWORD: 'Very-secret-admin-1',
  DATA_DIR: 'memory',
};
const silent = pino({ level: 'silent' });

const staffOf = async (database: DatabaseHandle, domain: string) =>
  database.db
    .select({ email: admins.email, role: admins.role })
    .from(admins)
    .where(
      inArray(
        admins.email,
        ['moderator', 'support', 'finance'].map((role) => `${role}@${domain}`),
      ),
    );

describe(`the staff seed (${engineUnderTest})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('gives tests one account per role on the admin domain, with the admin password', async () => {
    for (const role of ['moderator', 'support', 'finance']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: `${role}@test.local`, password: ctx.config.admin.password },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(role);
    }
  });

  it('seeds them in development but never in production', async () => {
    const database = await freshDatabase();
    try {
      await migrateDatabase(database.db); // a new PostgreSQL database starts empty
      const development = loadConfig({
        ...secrets,
        NODE_ENV: 'development',
        ADMIN_EMAIL: 'ops@dev.example',
      });
      await seedDatabase(database.db, development, silent);
      expect((await staffOf(database, 'dev.example')).map((row) => row.role).sort()).toEqual([
        'finance',
        'moderator',
        'support',
      ]);

      const production = loadConfig({
        ...secrets,
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'ops@prod.example',
        SMS_PROVIDER: 'msg91',
        SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused',
        SMS_AUTH_KEY: 'key',
        SMS_TEMPLATE_ID: 'tmpl',
        SMS_SENDER_ID: 'PMRKT',
      });
      await seedDatabase(database.db, production, silent);
      expect(await staffOf(database, 'prod.example')).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
