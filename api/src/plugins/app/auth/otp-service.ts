import { randomUUID } from 'node:crypto';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from 'shared/contracts/auth';
import type { Database } from '../../../db/client';
import { otpSources, otpStates } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { constantTimeEqualHex, generateOtp, hashOtp, hmacToken } from '../../../lib/crypto';
import { DAY, MINUTE, SECOND } from '../../../lib/dates';
import { HttpError } from '../../../lib/errors';

/** The login limits of security.md, in one place. */
export const OTP_RULES = {
  codeTtlMs: 5 * MINUTE,
  resendAfterMs: 30 * SECOND,
  maxAttemptsPerCode: 5,
  windowMs: 15 * MINUTE,
  maxSendsPerWindow: 3,
  dayMs: DAY,
  maxSendsPerDay: 10,
  /**
   * Per phone, failures in the last day: from the 5th on, the next check waits 5 s, doubling per
   * failure up to 5 minutes (no day-long lock a stranger could hand the owner).
   */
  phoneBackoff: { freeFailures: 5, baseMs: 5 * SECOND, capMs: 5 * MINUTE },
  /** Per source (client address, device id) across every phone: looser, but up to a day. */
  sourceBackoff: { freeFailures: 20, baseMs: MINUTE, capMs: DAY },
} as const;

type Backoff = (typeof OTP_RULES)['phoneBackoff' | 'sourceBackoff'];

const at = (ms: number) => new Date(ms).toISOString();

/** When the next check may run after `failures` (an SQL expression): null while still free. */
const backoffUntil = (failures: SQL, now: number, rule: Backoff) => sql`CASE
  WHEN ${failures} >= ${rule.freeFailures} THEN ${at(now)}::timestamptz + least(${rule.capMs}::float8,
    ${rule.baseMs}::float8 * power(2, least(${failures} - ${rule.freeFailures}, 40))) * interval '1 millisecond'
  ELSE NULL END`;

const inWords = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 120 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
};

const waitError = (message: string, ms: number) =>
  new HttpError(429, `${message} Please try again in ${inWords(ms)}.`, 'RATE_LIMITED', {
    'retry-after': String(Math.max(1, Math.ceil(ms / SECOND))),
  });

const expiredError = () =>
  new HttpError(400, 'OTP expired or no longer valid. Please request a new OTP.', 'OTP_EXPIRED');

interface VerifiedUserRow {
  [key: string]: unknown;
  id: string;
  phone: string;
  name: string | null;
  email: string | null;
  profile_image: string | null;
  property_count: number;
  leads_count: number;
}

interface Row {
  [key: string]: unknown;
}

/** Where a check comes from: the client address, and the device id the client sent, if any. */
export interface OtpSource {
  ip: string;
  device?: string;
}

/**
 * Issues and checks 4-digit codes. Every counter lives in otp_states (per phone) and otp_sources
 * (per address or device) and changes only through single atomic INSERT/UPDATE ... RETURNING
 * statements, so several api instances agree.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /** Creates a new code (voiding the old one) if every limit allows; returns it for the SMS sender. */
  async issue(phone: string): Promise<string> {
    const now = this.clock.now().getTime();
    const code = generateOtp();
    const challengeId = randomUUID();
    const codeHash = hashOtp(this.secret, phone, code, challengeId);
    const windowCutoff = at(now - OTP_RULES.windowMs);
    const dayCutoff = at(now - OTP_RULES.dayMs);
    // One round trip: a new phone is inserted; a known one is updated only if every limit allows.
    const result = await this.db.execute<Row>(sql`
      INSERT INTO otp_states AS s (phone, challenge_id, code_hash, code_expires_at, code_attempts,
        last_sent_at, window_started_at, sends_in_window, day_started_at, sends_in_day)
      VALUES (${phone}, ${challengeId}, ${codeHash}, ${at(now + OTP_RULES.codeTtlMs)}::timestamptz, 0,
        ${at(now)}::timestamptz, ${at(now)}::timestamptz, 1, ${at(now)}::timestamptz, 1)
      ON CONFLICT (phone) DO UPDATE SET
        challenge_id = excluded.challenge_id, code_hash = excluded.code_hash,
        code_expires_at = excluded.code_expires_at, code_attempts = 0,
        last_sent_at = excluded.last_sent_at,
        sends_in_window = CASE WHEN s.window_started_at > ${windowCutoff}::timestamptz THEN s.sends_in_window + 1 ELSE 1 END,
        window_started_at = CASE WHEN s.window_started_at > ${windowCutoff}::timestamptz THEN s.window_started_at ELSE excluded.window_started_at END,
        sends_in_day = CASE WHEN s.day_started_at > ${dayCutoff}::timestamptz THEN s.sends_in_day + 1 ELSE 1 END,
        day_started_at = CASE WHEN s.day_started_at > ${dayCutoff}::timestamptz THEN s.day_started_at ELSE excluded.day_started_at END
      WHERE (s.last_sent_at IS NULL OR s.last_sent_at <= ${at(now - OTP_RULES.resendAfterMs)}::timestamptz)
        AND (s.window_started_at IS NULL OR s.window_started_at <= ${windowCutoff}::timestamptz
             OR s.sends_in_window < ${OTP_RULES.maxSendsPerWindow})
        AND (s.day_started_at IS NULL OR s.day_started_at <= ${dayCutoff}::timestamptz
             OR s.sends_in_day < ${OTP_RULES.maxSendsPerDay})
      RETURNING phone`);
    if (result.rows.length === 1) return code;
    throw await this.explainRefusedSend(phone, now);
  }

  private async explainRefusedSend(phone: string, now: number): Promise<HttpError> {
    const [state] = await this.db.select().from(otpStates).where(eq(otpStates.phone, phone));
    const sinceLast = state?.lastSentAt
      ? now - state.lastSentAt.getTime()
      : Number.POSITIVE_INFINITY;
    if (sinceLast < OTP_RULES.resendAfterMs) {
      const wait = Math.ceil((OTP_RULES.resendAfterMs - sinceLast) / SECOND);
      return new HttpError(
        429,
        `Please wait ${wait} seconds before requesting a new OTP.`,
        'RATE_LIMITED',
        {
          'retry-after': String(wait),
        },
      );
    }
    return new HttpError(
      429,
      'Too many OTP requests for this number. Please try again later.',
      'RATE_LIMITED',
    );
  }

  /**
   * Checks a code. On success consumes it and returns the phone's user (created when new) with its
   * counters, all in the same statement. Throws HttpError (400/429) otherwise.
   *
   * Every check is first counted as a failure of its sources and of the phone, with the back-off
   * that failure earns, in the same atomic statement that lets it through; a right code takes the
   * count back. So concurrent guesses cannot slip past a back-off that is still being written.
   */
  async verify(phone: string, code: string, source: OtpSource): Promise<SessionUser> {
    const now = this.clock.now().getTime();
    const keys = this.sourceKeys(source);
    const dayCutoff = at(now - OTP_RULES.dayMs);
    const failuresAfter = sql`(CASE WHEN failures_started_at > ${dayCutoff}::timestamptz THEN failures + 1 ELSE 1 END)`;
    // One statement: the sources' gate, then (only when every source passed) the phone's.
    const attempt = await this.db.execute<{
      passed: string[] | null;
      challenge_id: string | null;
      code_hash: string | null;
      code_attempts: number | null;
    }>(sql`
      WITH gate AS (${this.sourceGate(keys, now)}),
      attempt AS (
        UPDATE otp_states SET code_attempts = code_attempts + 1,
          failures = ${failuresAfter},
          failures_started_at = CASE WHEN failures_started_at > ${dayCutoff}::timestamptz
            THEN failures_started_at ELSE ${at(now)}::timestamptz END,
          retry_at = ${backoffUntil(failuresAfter, now, OTP_RULES.phoneBackoff)}
        WHERE phone = ${phone} AND challenge_id IS NOT NULL
          AND code_expires_at > ${at(now)}::timestamptz
          AND code_attempts < ${OTP_RULES.maxAttemptsPerCode}
          AND (retry_at IS NULL OR retry_at <= ${at(now)}::timestamptz)
          AND (SELECT count(*) FROM gate) = ${keys.length}
        RETURNING challenge_id, code_hash, code_attempts)
      SELECT (SELECT array_agg(source_key) FROM gate) AS passed,
        a.challenge_id, a.code_hash, a.code_attempts
      FROM (SELECT 1) one LEFT JOIN attempt a ON true`);
    const row = attempt.rows[0];
    const passed = row?.passed ?? [];
    if (passed.length < keys.length) {
      await this.forgiveSources(passed);
      throw await this.explainWaitingSource(keys, now);
    }
    if (!row?.challenge_id || !row.code_hash) {
      await this.forgiveSources(keys);
      throw await this.explainRefusedCheck(phone, now);
    }
    const expected = hashOtp(this.secret, phone, code, row.challenge_id);
    if (!constantTimeEqualHex(expected, row.code_hash)) {
      return this.refuseWrongCode(phone, row.challenge_id, Number(row.code_attempts));
    }
    const consumed = await this.db.execute<VerifiedUserRow>(sql`
      WITH consumed AS (
        UPDATE otp_states SET challenge_id = NULL, code_hash = NULL, code_expires_at = NULL,
          failures = 0, failures_started_at = NULL, retry_at = NULL
        WHERE phone = ${phone} AND challenge_id = ${row.challenge_id}
        RETURNING phone)
      , forgiven AS (${this.forgiveStatement(keys, sql`EXISTS (SELECT 1 FROM consumed)`)})
      , u AS (
        INSERT INTO users (phone) SELECT phone FROM consumed
        ON CONFLICT (phone) DO UPDATE SET phone = excluded.phone
        RETURNING id, phone, name, email, profile_image)
      SELECT u.id, u.phone, u.name, u.email, u.profile_image,
        (SELECT count(*) FROM properties p WHERE p.owner_id = u.id)::int AS property_count,
        (SELECT count(*) FROM leads l WHERE l.owner_id = u.id AND l.contacted_at IS NULL)::int AS leads_count
      FROM u`);
    const user = consumed.rows[0];
    if (!user) throw expiredError();
    return {
      _id: user.id,
      phone: user.phone,
      name: user.name,
      email: user.email,
      profileImage: user.profile_image,
      propertyCount: Number(user.property_count),
      leadsCount: Number(user.leads_count),
      isNewUser: !user.name,
    };
  }

  /** A keyed hash per source, so the table holds no client addresses. */
  private sourceKeys(source: OtpSource): string[] {
    const keys = [`ip:${source.ip}`, ...(source.device ? [`device:${source.device}`] : [])];
    return keys.map((key) => hmacToken(this.secret, key));
  }

  /** Counts the check against each source not waiting out a back-off; returns those counted. */
  private sourceGate(keys: string[], now: number): SQL {
    const dayCutoff = at(now - OTP_RULES.dayMs);
    const failuresAfter = sql`(CASE WHEN s.failures_started_at > ${dayCutoff}::timestamptz THEN s.failures + 1 ELSE 1 END)`;
    return sql`
      INSERT INTO otp_sources AS s (source_key, failures, failures_started_at)
      VALUES ${sql.join(
        keys.map((key) => sql`(${key}, 1, ${at(now)}::timestamptz)`),
        sql`, `,
      )}
      ON CONFLICT (source_key) DO UPDATE SET
        failures = ${failuresAfter},
        failures_started_at = CASE WHEN s.failures_started_at > ${dayCutoff}::timestamptz
          THEN s.failures_started_at ELSE excluded.failures_started_at END,
        retry_at = ${backoffUntil(failuresAfter, now, OTP_RULES.sourceBackoff)}
      WHERE s.retry_at IS NULL OR s.retry_at <= ${at(now)}::timestamptz
      RETURNING source_key`;
  }

  /** Takes back the failure a check was counted as (a right code, or a check that never ran). */
  private forgiveStatement(keys: string[], when: SQL = sql`true`): SQL {
    const rule = OTP_RULES.sourceBackoff;
    return sql`
      UPDATE otp_sources SET failures = greatest(failures - 1, 0),
        retry_at = CASE WHEN failures - 1 >= ${rule.freeFailures} THEN retry_at ELSE NULL END
      WHERE source_key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}) AND ${when}
      RETURNING source_key`;
  }

  private async forgiveSources(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.execute(this.forgiveStatement(keys));
  }

  private async explainWaitingSource(keys: string[], now: number): Promise<HttpError> {
    const waiting = await this.db
      .select({ retryAt: otpSources.retryAt })
      .from(otpSources)
      .where(inArray(otpSources.sourceKey, keys));
    const until = Math.max(now, ...waiting.map((row) => row.retryAt?.getTime() ?? now));
    return waitError('Too many wrong codes from this device or network.', until - now);
  }

  /** No live code, or the phone is waiting out its back-off. */
  private async explainRefusedCheck(phone: string, now: number): Promise<HttpError> {
    const [state] = await this.db.select().from(otpStates).where(eq(otpStates.phone, phone));
    const live =
      state?.challengeId &&
      state.codeExpiresAt &&
      state.codeExpiresAt.getTime() > now &&
      state.codeAttempts < OTP_RULES.maxAttemptsPerCode;
    if (live && state.retryAt && state.retryAt.getTime() > now) {
      return waitError('Too many wrong codes for this number.', state.retryAt.getTime() - now);
    }
    return expiredError();
  }

  /** The failure is already counted; a code out of tries is voided. */
  private async refuseWrongCode(
    phone: string,
    challengeId: string,
    attempts: number,
  ): Promise<never> {
    const left = OTP_RULES.maxAttemptsPerCode - attempts;
    if (left <= 0) {
      await this.db.execute(sql`
        UPDATE otp_states SET challenge_id = NULL, code_hash = NULL
        WHERE phone = ${phone} AND challenge_id = ${challengeId}`);
    }
    throw new HttpError(
      400,
      left > 0
        ? `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`
        : 'Invalid OTP. Please request a new OTP.',
      'INVALID_OTP',
    );
  }
}
