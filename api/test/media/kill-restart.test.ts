import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import sharp from 'sharp';
import { startTestPostgres, type TestPostgres } from '../../../scripts/lib/postgres';

/**
 * The real thing: the api as its own process on PostgreSQL, killed (SIGKILL) while its worker
 * processes a photo, then started again: the job's lease runs out and the new process finishes it.
 */
const apiDir = path.resolve(import.meta.dirname, '../..');
let database: TestPostgres;
let folder: string;
let port: number;
let server: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: path.join(folder, 'pglite'),
      MEDIA_DIR: path.join(folder, 'media'),
      UPLOADS_DIR: path.join(folder, 'uploads'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      MEDIA_JOB_LEASE_MS: '2000',
      MEDIA_WORKER_POLL_MS: '100',
    },
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (up?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the api did not start');
}

beforeAll(async () => {
  database = await startTestPostgres();
  folder = mkdtempSync(path.join(tmpdir(), 'pm-kill-'));
  port = await freePort();
});
afterAll(() => {
  server?.kill('SIGKILL');
  database?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('kill the api mid-processing (PostgreSQL, separate process)', () => {
  it('finishes the job after a restart, with no files of the killed run left', async () => {
    await startServer();
    const api = `http://127.0.0.1:${port}/api`;
    const json = { 'content-type': 'application/json' };
    const phone = '9810101010';
    await fetch(`${api}/users/user/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ phone }),
    });
    const { otp } = (await (await fetch(`${api}/dev/otp/${phone}`)).json()) as { otp: string };
    const verified = await fetch(`${api}/users/user/verify-otp`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ phone, otp }),
    });
    const { token } = (await verified.json()) as { token: string };
    const authorization = `Bearer ${token}`;

    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#789',
        noise: { type: 'gaussian', mean: 120, sigma: 12 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const tus = { 'Tus-Resumable': '1.0.0', authorization };
    const created = await fetch(`${api}/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': String(photo.length),
        'Upload-Metadata': `filetype ${Buffer.from('image/jpeg').toString('base64')}`,
      },
    });
    const location = created.headers.get('location') as string;
    const mediaId = location.split('/').pop() as string;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const patched = await fetch(`http://127.0.0.1:${port}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        body: photo,
      });
      expect(patched.status).toBe(204);
      // Kill as soon as the worker holds the job (before it can finish a 12 Mpx photo).
      const job = async () =>
        (await client.query('select status, attempts from jobs where subject_id = $1', [mediaId]))
          .rows[0];
      for (let i = 0; i < 500 && (await job())?.status !== 'running'; i++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await job()).toEqual({ status: 'running', attempts: 1 });
      server?.kill('SIGKILL');
      await new Promise((resolve) => server?.once('exit', resolve));
      const row = async () =>
        (await client.query('select status, variants from property_media where id = $1', [mediaId]))
          .rows[0];
      expect((await row()).status).toBe('processing');

      await startServer();
      let media = await row();
      for (let i = 0; i < 300 && media.status === 'processing'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        media = await row();
      }
      expect(media.status).toBe('ready');
      expect(await job()).toEqual({ status: 'done', attempts: 2 });
      const stored = readdirSync(path.join(folder, 'media', 'media', mediaId)).sort();
      const referenced = media.variants.map((v: { url: string }) => v.url.split('/').pop()).sort();
      expect(stored).toEqual(referenced);
      // The tus upload goes after the job's commit (afterCommit): give it a moment.
      const uploadFiles = () =>
        readdirSync(path.join(folder, 'uploads')).filter((f) => f.startsWith(mediaId));
      for (let i = 0; i < 50 && uploadFiles().length > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uploadFiles()).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
