import { eq } from 'drizzle-orm';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { admins } from '../../src/db/schema/index';
import { hashPassword } from '../../src/plugins/app/auth/admin-service';
import type { TestContext } from './test-app';

let ipCounter = 1;
/** A different client address per call keeps per-IP limits out of tests that are not about them. */
export const nextIp = () => `10.1.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export async function requestOtp(ctx: TestContext, phone: string, remoteAddress = nextIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/user/login',
    payload: { phone },
    remoteAddress,
  });
}

export async function verifyOtp(
  ctx: TestContext,
  phone: string,
  otp: string,
  remoteAddress = nextIp(),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/user/verify-otp',
    payload: { phone, otp },
    remoteAddress,
  });
}

export interface LoggedInUser {
  id: string;
  phone: string;
  token: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** Logs a user in through the real OTP flow (dev sink). */
export async function loginUser(ctx: TestContext, phone: string): Promise<LoggedInUser> {
  const sent = await requestOtp(ctx, phone);
  if (sent.statusCode !== 200) throw new Error(`login failed: ${sent.body}`);
  const otp = ctx.sms.latestFor(phone)?.otp;
  if (!otp) throw new Error('no otp in the dev sink');
  const res = await verifyOtp(ctx, phone, otp);
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  const body = res.json();
  // Later logins of the same phone must wait out the resend interval.
  ctx.clock.advance(31_000);
  return {
    id: body.user._id,
    phone,
    token: body.token,
    refreshToken: body.refreshToken,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

export async function loginAdmin(ctx: TestContext, password = ctx.config.admin.password) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: ctx.config.admin.email, password },
    remoteAddress: nextIp(),
  });
  return res;
}

export interface LoggedInStaff {
  id: string;
  email: string;
  token: string;
  refreshToken: string;
  headers: { authorization: string };
}

/**
 * Logs in a staff member of `role` (the seeded super-admin, or `<role>@<ADMIN_EMAIL's domain>`,
 * created with ADMIN_PASSWORD when missing).
 */
export async function loginAdminAs(ctx: TestContext, role: AdminRole): Promise<LoggedInStaff> {
  const domain = ctx.config.admin.email.split('@')[1];
  const email = role === 'super-admin' ? ctx.config.admin.email : `${role}@${domain}`;
  const [existing] = await ctx.app.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, email));
  if (!existing)
    await ctx.app.db
      .insert(admins)
      .values({
        email,
        name: `Test ${role}`,
        role,
        passwordHash: await testPasswordHash(ctx),
        passwordSetAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: ctx.config.admin.password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  const body = res.json();
  return {
    id: body.user._id,
    email,
    token: body.token,
    refreshToken: body.refreshToken,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

const passwordHashes = new WeakMap<TestContext, Promise<string>>();
/** argon2 is slow on purpose: hash ADMIN_PASSWORD once per test app. */
function testPasswordHash(ctx: TestContext): Promise<string> {
  let hash = passwordHashes.get(ctx);
  if (!hash) {
    hash = hashPassword(ctx.config.admin.password);
    passwordHashes.set(ctx, hash);
  }
  return hash;
}
