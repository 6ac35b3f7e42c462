import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (api/src/config.ts -> ../..). Relative paths in settings resolve from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const secret = z.string().min(32, { message: 'must be at least 32 characters' });
const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const intFrom = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity digit, 'Z', check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The payment settings of the api's environment (spread into config.ts's schema). */
export const paymentsEnv = {
  PAYMENT_GATEWAY: z.enum(['test', 'razorpay']).default('test'),
  /** The local test gateway in production only when explicitly enabled (a staging copy). */
  PAYMENT_TEST_GATEWAY_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  SELLER_NAME: z.string().min(1).default('PropertyMarket Technologies Private Limited'),
  SELLER_GSTIN: z
    .string()
    .regex(GSTIN, { message: 'must be a 15-character GSTIN, e.g. 29AAACP1234Q1Z5' })
    .default('29AAACP1234Q1Z5'),
  SELLER_ADDRESS: z
    .string()
    .min(1)
    .default('4th Floor, 100 Feet Road, Indiranagar, Bengaluru 560038'),
  SELLER_STATE_CODE: z
    .string()
    .regex(/^\d{2}$/, { message: 'must be the 2-digit GST state code, e.g. 29 for Karnataka' })
    .default('29'),
};

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnv>>;

export interface PaymentsConfig {
  gateway: 'test' | 'razorpay';
  /** Whether POST /api/checkout/test/{id} may settle a test payment. */
  testGatewayEnabled: boolean;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
  seller: { name: string; gstin: string; address: string; stateCode: string };
}

export function paymentsConfigProblems(e: PaymentsEnv): string[] {
  const problems: string[] = [];
  if (e.PAYMENT_GATEWAY === 'razorpay') {
    for (const name of [
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ] as const) {
      if (!e[name]) problems.push(`  ${name}: required when PAYMENT_GATEWAY=razorpay`);
    }
  }
  if (e.SELLER_GSTIN.slice(0, 2) !== e.SELLER_STATE_CODE)
    problems.push(
      '  SELLER_GSTIN: must begin with SELLER_STATE_CODE (the state it is registered in)',
    );
  return problems;
}

export function paymentsConfig(e: PaymentsEnv, isProduction: boolean): PaymentsConfig {
  return {
    gateway: e.PAYMENT_GATEWAY,
    testGatewayEnabled:
      e.PAYMENT_GATEWAY === 'test' &&
      (!isProduction || e.PAYMENT_TEST_GATEWAY_IN_PRODUCTION === 'true'),
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID ?? '',
      keySecret: e.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
    },
    seller: {
      name: e.SELLER_NAME,
      gstin: e.SELLER_GSTIN,
      address: e.SELLER_ADDRESS,
      stateCode: e.SELLER_STATE_CODE,
    },
  };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: intFrom(0, 65535, 3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  DATABASE_POOL_SIZE: intFrom(1, 100, 10),
  JWT_SECRET: secret.optional(),
  OTP_SECRET: secret.optional(),
  REFRESH_SECRET: secret.optional(),
  ACCESS_TOKEN_TTL_SECONDS: intFrom(1, 3600, 600),
  REFRESH_TOKEN_TTL_DAYS: intFrom(1, 365, 30),
  REFRESH_GRACE_SECONDS: intFrom(0, 60, 5),
  JWT_ISSUER: z.string().min(1).default('propertymarket'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, { message: 'must be at least 10 characters' }).optional(),
  CORS_ORIGINS: csv,
  SMS_PROVIDER: z.enum(['dev', 'msg91']).optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_AUTH_KEY: z.string().min(1).optional(),
  SMS_TEMPLATE_ID: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).optional(),
  OTP_IP_SEND_LIMIT: intFrom(1, 100_000, 60),
  OTP_IP_VERIFY_LIMIT: intFrom(1, 100_000, 120),
  STATIC_ROOT: z.string().min(1).optional(),
  REMOTES_FILE: z.string().min(1).optional(),
  SITE_RECHECK_MS: intFrom(0, 60_000, 1000),
  /** `pnpm dev` renders pages from the sources; everything else from the built server bundles. */
  SERVER_RENDER_FROM: z.enum(['build', 'sources']).default('build'),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY_HOPS: intFrom(0, 10, 0),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  MEDIA_DIR: z.string().min(1).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  MEDIA_WORKER: z.enum(['true', 'false']).default('true'),
  MEDIA_WORKER_POLL_MS: intFrom(20, 60_000, 500),
  MEDIA_WORKER_CONCURRENCY: intFrom(1, 8, 2),
  MEDIA_JOB_LEASE_MS: intFrom(1000, 3_600_000, 60_000),
  ...paymentsEnv,
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections the api opens at most (PGlite always has one). */
  databasePoolSize: number;
  /** Absolute PGlite data folder, or 'memory' for an in-memory database (tests). */
  dataDir: string;
  secrets: { jwt: string; otp: string; refresh: string };
  tokens: {
    accessTtlSeconds: number;
    refreshTtlDays: number;
    graceSeconds: number;
    issuer: string;
  };
  admin: { email: string; password: string; fromEnvironment: boolean };
  corsOrigins: string[];
  sms:
    | { provider: 'dev' }
    | { provider: 'msg91'; url: string; authKey: string; templateId: string; senderId: string };
  otpIpLimits: { sendPer15Min: number; verifyPer15Min: number };
  staticRoot: string;
  /** A JSON file of remote name -> manifest URL, re-read when it changes (site/remote-registry.ts). */
  remotesFile: string | undefined;
  /**
   * How long the server reuses what it read of the builds and the registry file before it looks
   * again (0: for every page): a rebuild or a deploy is served within that time.
   */
  siteRecheckMs: number;
  /** Where the page renderer's code comes from: the built server bundles, or the sources (dev). */
  serverRenderFrom: 'build' | 'sources';
  publicUrl: string | undefined;
  seedDemoData: boolean;
  /** Reverse proxies in front (X-Forwarded-For is trusted only for that many hops). */
  trustProxyHops: number;
  media: MediaConfig;
  payments: PaymentsConfig;
}

export interface MediaConfig {
  /**
   * Processed files: a folder on this machine, or an S3-compatible bucket. Folders are undefined
   * for an in-memory database (tests): the media plugin then uses a temp folder per app.
   */
  storage:
    | { kind: 'local'; dir: string | undefined }
    | {
        kind: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  /** tus upload parts (always on this machine's disk, the job worker reads them from here). */
  uploadsDir: string | undefined;
  /** Runs the in-process job worker (image processing); off for a process that only serves. */
  worker: boolean;
  workerPollMs: number;
  /** Jobs this process runs at once (one per core suits image work). */
  workerConcurrency: number;
  /** How long a claimed job is a worker's before another may take it (its server died). */
  jobLeaseMs: number;
}

export class ConfigError extends Error {}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    .join('\n');
}

/** Dev/test secrets live in the data folder so tokens survive restarts; production must set them. */
function devSecrets(dataDir: string): { jwt: string; otp: string; refresh: string } {
  const fresh = () => ({
    jwt: randomBytes(32).toString('hex'),
    otp: randomBytes(32).toString('hex'),
    refresh: randomBytes(32).toString('hex'),
  });
  if (dataDir === 'memory') return fresh();
  const file = path.join(path.dirname(dataDir), 'dev-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(path.dirname(file), { recursive: true });
  const secrets = fresh();
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** Media folders default to siblings of the PGlite folder (`.data/media`, `.data/uploads`). */
function mediaConfig(e: z.output<typeof envSchema>, dataDir: string): MediaConfig {
  const dataParent = dataDir === 'memory' ? undefined : path.dirname(dataDir);
  const folder = (value: string | undefined, name: string) =>
    value ? path.resolve(repoRoot, value) : dataParent && path.join(dataParent, name);
  return {
    storage:
      e.MEDIA_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'local', dir: folder(e.MEDIA_DIR, 'media') },
    uploadsDir: folder(e.UPLOADS_DIR, 'uploads'),
    worker: e.MEDIA_WORKER === 'true',
    workerPollMs: e.MEDIA_WORKER_POLL_MS,
    workerConcurrency: e.MEDIA_WORKER_CONCURRENCY,
    jobLeaseMs: e.MEDIA_JOB_LEASE_MS,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR === 'memory' ? 'memory' : path.resolve(repoRoot, e.DATA_DIR);

  const missing: string[] = [];
  if (isProduction) {
    for (const name of [
      'JWT_SECRET',
      'OTP_SECRET',
      'REFRESH_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ] as const) {
      if (!e[name]) missing.push(`  ${name}: required when NODE_ENV=production`);
    }
    if (e.SMS_PROVIDER !== 'msg91')
      missing.push('  SMS_PROVIDER: must be msg91 when NODE_ENV=production');
  }
  if (e.SMS_PROVIDER === 'msg91') {
    for (const name of [
      'SMS_GATEWAY_URL',
      'SMS_AUTH_KEY',
      'SMS_TEMPLATE_ID',
      'SMS_SENDER_ID',
    ] as const) {
      if (!e[name]) missing.push(`  ${name}: required when SMS_PROVIDER=msg91`);
    }
  }
  if (e.MEDIA_STORAGE === 's3' && !e.S3_BUCKET)
    missing.push('  S3_BUCKET: required when MEDIA_STORAGE=s3');
  missing.push(...paymentsConfigProblems(e));
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);

  const generated =
    e.JWT_SECRET && e.OTP_SECRET && e.REFRESH_SECRET ? undefined : devSecrets(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    secrets: {
      jwt: e.JWT_SECRET ?? generated?.jwt ?? '',
      otp: e.OTP_SECRET ?? generated?.otp ?? '',
      refresh: e.REFRESH_SECRET ?? generated?.refresh ?? '',
    },
    tokens: {
      accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      graceSeconds: e.REFRESH_GRACE_SECONDS,
      issuer: e.JWT_ISSUER,
    },
    admin: {
      email: (e.ADMIN_EMAIL ?? 'admin@propertymarket.local').toLowerCase(),
      password: e.ADMIN_PASSWORD ?? 'Admin@12345',
      fromEnvironment: Boolean(e.ADMIN_EMAIL && e.ADMIN_PASSWORD),
    },
    corsOrigins: e.CORS_ORIGINS,
    sms:
      e.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            url: e.SMS_GATEWAY_URL ?? '',
            authKey: e.SMS_AUTH_KEY ?? '',
            templateId: e.SMS_TEMPLATE_ID ?? '',
            senderId: e.SMS_SENDER_ID ?? '',
          }
        : { provider: 'dev' },
    otpIpLimits: { sendPer15Min: e.OTP_IP_SEND_LIMIT, verifyPer15Min: e.OTP_IP_VERIFY_LIMIT },
    staticRoot: path.resolve(repoRoot, e.STATIC_ROOT ?? '.'),
    remotesFile: e.REMOTES_FILE ? path.resolve(repoRoot, e.REMOTES_FILE) : undefined,
    siteRecheckMs: e.SITE_RECHECK_MS,
    serverRenderFrom: e.SERVER_RENDER_FROM,
    publicUrl: e.PUBLIC_URL,
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    media: mediaConfig(e, dataDir),
    payments: paymentsConfig(e, isProduction),
  };
}
