import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from 'shared/contracts/auth';
import type { Database } from '../../../db/client';
import { otpStates } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { constantTimeEqualHex, generateOtp, hashOtp } from '../../../lib/crypto';
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
  maxFailuresPerDay: 10,
  lockMs: DAY,
} as const;

const at = (ms: number) => new Date(ms).toISOString();
const lockedError = () =>
  new HttpError(429, 'Too many failed attempts. This number is locked for 24 hours.', 'LOCKED');

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

/**
 * Issues and checks 4-digit codes. Every counter lives in otp_states and changes only
 * through single atomic UPDATE ... RETURNING statements, so several api instances agree.
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
      WHERE (s.locked_until IS NULL OR s.locked_until <= ${at(now)}::timestamptz)
        AND (s.last_sent_at IS NULL OR s.last_sent_at <= ${at(now - OTP_RULES.resendAfterMs)}::timestamptz)
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
    if (state?.lockedUntil && state.lockedUntil.getTime() > now) return lockedError();
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
   */
  async verify(phone: string, code: string): Promise<SessionUser> {
    const now = this.clock.now().getTime();
    const attempt = await this.db.execute<{ challenge_id: string; code_hash: string }>(sql`
      UPDATE otp_states SET code_attempts = code_attempts + 1
      WHERE phone = ${phone} AND challenge_id IS NOT NULL
        AND code_expires_at > ${at(now)}::timestamptz
        AND code_attempts < ${OTP_RULES.maxAttemptsPerCode}
        AND (locked_until IS NULL OR locked_until <= ${at(now)}::timestamptz)
      RETURNING challenge_id, code_hash`);
    const current = attempt.rows[0];
    if (!current) {
      const [state] = await this.db.select().from(otpStates).where(eq(otpStates.phone, phone));
      if (state?.lockedUntil && state.lockedUntil.getTime() > now) throw lockedError();
      throw new HttpError(
        400,
        'OTP expired or no longer valid. Please request a new OTP.',
        'OTP_EXPIRED',
      );
    }
    const expected = hashOtp(this.secret, phone, code, current.challenge_id);
    if (constantTimeEqualHex(expected, current.code_hash)) {
      const consumed = await this.db.execute<VerifiedUserRow>(sql`
        WITH consumed AS (
          UPDATE otp_states SET challenge_id = NULL, code_hash = NULL, code_expires_at = NULL
          WHERE phone = ${phone} AND challenge_id = ${current.challenge_id}
          RETURNING phone)
        , u AS (
          INSERT INTO users (phone) SELECT phone FROM consumed
          ON CONFLICT (phone) DO UPDATE SET phone = excluded.phone
          RETURNING id, phone, name, email, profile_image)
        SELECT u.id, u.phone, u.name, u.email, u.profile_image,
          (SELECT count(*) FROM properties p WHERE p.owner_id = u.id)::int AS property_count,
          (SELECT count(*) FROM leads l WHERE l.owner_id = u.id)::int AS leads_count
        FROM u`);
      const user = consumed.rows[0];
      if (user) {
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
      throw new HttpError(
        400,
        'OTP expired or no longer valid. Please request a new OTP.',
        'OTP_EXPIRED',
      );
    }
    return this.recordFailure(phone, now);
  }

  private async recordFailure(phone: string, now: number): Promise<never> {
    const dayCutoff = at(now - OTP_RULES.dayMs);
    const failuresAfter = sql`CASE WHEN failures_started_at > ${dayCutoff}::timestamptz THEN failures + 1 ELSE 1 END`;
    const result = await this.db.execute<{
      failures: number;
      code_attempts: number;
      locked: boolean;
    }>(sql`
      UPDATE otp_states SET
        failures = ${failuresAfter},
        failures_started_at = CASE WHEN failures_started_at > ${dayCutoff}::timestamptz
          THEN failures_started_at ELSE ${at(now)}::timestamptz END,
        locked_until = CASE WHEN ${failuresAfter} >= ${OTP_RULES.maxFailuresPerDay}
          THEN ${at(now + OTP_RULES.lockMs)}::timestamptz ELSE locked_until END,
        challenge_id = CASE WHEN ${failuresAfter} >= ${OTP_RULES.maxFailuresPerDay}
          OR code_attempts >= ${OTP_RULES.maxAttemptsPerCode} THEN NULL ELSE challenge_id END,
        code_hash = CASE WHEN ${failuresAfter} >= ${OTP_RULES.maxFailuresPerDay}
          OR code_attempts >= ${OTP_RULES.maxAttemptsPerCode} THEN NULL ELSE code_hash END
      WHERE phone = ${phone}
      RETURNING failures, code_attempts, (locked_until > ${at(now)}::timestamptz) AS locked`);
    const row = result.rows[0];
    if (row?.locked) throw lockedError();
    const left =
      OTP_RULES.maxAttemptsPerCode - Number(row?.code_attempts ?? OTP_RULES.maxAttemptsPerCode);
    throw new HttpError(
      400,
      left > 0
        ? `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`
        : 'Invalid OTP. Please request a new OTP.',
      'INVALID_OTP',
    );
  }
}
