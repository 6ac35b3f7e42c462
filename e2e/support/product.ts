import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { workspaceRoot } from './paths';

/** Secrets the e2e suite knows, so it can mint an expired access token on purpose. */
export const E2E_JWT_SECRET = 'e2e-jwt-secret-0123456789abcdef0123456789abcdef';
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' };

/**
 * The same claims as `token` (a user's or a staff member's: subject, family, issuer, audience)
 * but expired a minute ago, signed with the e2e secret: the api answers 401 TOKEN_EXPIRED, as it
 * does for an old token.
 */
export async function expiredCopyOf(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ fid: claims.fid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setAudience(claims.aud as string)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

export interface Product {
  origin: string;
  /** The latest development code sent to a phone (the dev SMS sink). */
  devOtp(phone: string): Promise<string>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited early:\n${output()}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The product did not become healthy in 90 s:\n${output()}`);
}

/**
 * Starts the product the way the README does (`scripts/start.ts`: serve the
 * built shell, remotes and api from one port) on a fresh embedded database in
 * a temp folder. `env` adds or overrides settings (e.g. REMOTE_ADMIN_URL).
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const port = await freePort();
  const dataRoot = mkdtempSync(join(tmpdir(), 'pm-e2e-'));
  let log = '';
  const child = spawn('pnpm', ['exec', 'tsx', 'scripts/start.ts'], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataRoot, 'pglite'),
      JWT_SECRET: E2E_JWT_SECRET,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    stop,
    async devOtp(phone) {
      const response = await fetch(`${origin}/api/dev/otp/${phone}`);
      const body = (await response.json()) as { otp?: string; message?: string };
      if (!body.otp) throw new Error(`No development code for ${phone}: ${body.message}`);
      return body.otp;
    },
  };
}
