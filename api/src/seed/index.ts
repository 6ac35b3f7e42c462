import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import {
  admins,
  cities,
  coupons,
  leads,
  plans,
  properties,
  settings,
  states,
  subscriptions,
  suggestions,
  users,
} from '../db/schema/index';
import { DAY } from '../lib/dates';
import { hashPassword } from '../plugins/app/auth/admin-service';
import { DEMO_COUPONS, DEMO_USERS, FOOTER_PAGES, LOGO_URL, PLANS, SUGGESTIONS } from './content';
import { demoPropertiesFor } from './demo-properties';
import { INDIA } from './india';

/** Loads reference and demo data. Safe to run on every start: existing rows are left alone. */
export async function seedDatabase(db: Database, config: AppConfig, log: FastifyBaseLogger) {
  await seedReference(db);
  await seedAdmin(db, config, log);
  if (!config.isProduction) await seedStaff(db, config, log);
  if (config.seedDemoData) await seedDemoUsers(db);
  if (config.seedDemoData) await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing();
}

async function seedReference(db: Database) {
  await db
    .insert(states)
    .values(INDIA.map(({ name, code, type }) => ({ name, code, type })))
    .onConflictDoNothing();
  const stateRows = await db.select({ id: states.id, code: states.code }).from(states);
  const idByCode = new Map(stateRows.map((s) => [s.code, s.id]));
  const cityRows = INDIA.flatMap((s) =>
    s.cities.map((name) => ({ stateId: idByCode.get(s.code) as string, name })),
  );
  await db.insert(cities).values(cityRows).onConflictDoNothing();

  await db
    .insert(settings)
    .values(FOOTER_PAGES.map((page, index) => ({ configKey: 'FOOTER', ...page, sortOrder: index })))
    .onConflictDoNothing();
  const [logo] = await db.select().from(settings).where(eq(settings.configKey, 'LOGO'));
  if (!logo)
    await db.insert(settings).values({ configKey: 'LOGO', title: 'Logo', configValue: LOGO_URL });

  await db
    .insert(suggestions)
    .values(SUGGESTIONS.map(([searchText, weight]) => ({ searchText, weight })))
    .onConflictDoNothing();
  await db.insert(plans).values(PLANS).onConflictDoNothing();
}

async function seedAdmin(db: Database, config: AppConfig, log: FastifyBaseLogger) {
  const [existing] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, config.admin.email));
  if (existing) return;
  const inserted = await db
    .insert(admins)
    .values({
      email: config.admin.email,
      name: 'Administrator',
      role: 'super-admin',
      passwordHash: await hashPassword(config.admin.password),
      passwordSetAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  if (inserted.length > 0 && config.nodeEnv === 'development') {
    log.info(
      { adminLogin: `${config.admin.email} / ${config.admin.password}` },
      'Created the admin account (set ADMIN_EMAIL and ADMIN_PASSWORD to choose it)',
    );
  }
}

/** Roles besides super-admin that development and tests sign in as (never in production). */
const SEEDED_STAFF_ROLES = ['moderator', 'support', 'finance'] as const;

/** `moderator@`, `support@` and `finance@` the admin's domain, with the admin's password. */
export const seededStaffEmails = (adminEmail: string) => {
  const domain = adminEmail.split('@')[1];
  return SEEDED_STAFF_ROLES.map((role) => ({ role, email: `${role}@${domain}` }));
};

async function seedStaff(db: Database, config: AppConfig, log: FastifyBaseLogger) {
  const staff = seededStaffEmails(config.admin.email);
  const existing = await db
    .select({ email: admins.email })
    .from(admins)
    .where(
      inArray(
        admins.email,
        staff.map((member) => member.email),
      ),
    );
  const missing = staff.filter((member) => !existing.some((row) => row.email === member.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(config.admin.password);
  const roleName = { moderator: 'Moderator', support: 'Support', finance: 'Finance' } as const;
  await db
    .insert(admins)
    .values(
      missing.map(({ role, email }) => ({
        email,
        role,
        name: roleName[role],
        passwordHash,
        passwordSetAt: new Date(),
      })),
    )
    .onConflictDoNothing();
  if (config.nodeEnv === 'development') {
    log.info(
      { staffLogins: missing.map((member) => member.email).join(', ') },
      'Created staff accounts with the admin password, one per role',
    );
  }
}

async function seedDemoUsers(db: Database) {
  const created = await db
    .insert(users)
    .values(DEMO_USERS.map(({ plan: _plan, ...user }) => user))
    .onConflictDoNothing()
    .returning();
  if (created.length === 0) return;
  const planRows = await db.select().from(plans);
  const now = Date.now();
  for (const user of created) {
    const demo = DEMO_USERS.find((d) => d.phone === user.phone);
    const plan = planRows.find((p) => p.code === demo?.plan);
    if (plan) {
      await db.insert(subscriptions).values({
        userId: user.id,
        planId: plan.id,
        startsAt: new Date(now - 5 * DAY),
        endsAt: new Date(now + plan.durationDays * DAY),
        propertyQuota: plan.propertyQuota,
      });
    }
    const inserted = await db
      .insert(properties)
      .values(demoPropertiesFor(user.id, user.city ?? 'Bengaluru', user.state))
      .returning({ id: properties.id });
    await db.insert(leads).values(
      inserted.slice(0, 2).flatMap((p, i) => [
        {
          propertyId: p.id,
          ownerId: user.id,
          name: 'Neha Gupta',
          phone: '9812345670',
          email: 'neha@example.com',
          message: 'Is the price negotiable?',
          createdAt: new Date(now - (i + 1) * DAY),
        },
        {
          propertyId: p.id,
          ownerId: user.id,
          name: 'Vikram Singh',
          phone: '9723456781',
          email: null,
          message: 'I would like to visit this weekend.',
          createdAt: new Date(now - (i + 3) * DAY),
        },
      ]),
    );
  }
}
