import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { refreshTokens } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { hmacToken, randomToken, sha256 } from '../../../lib/crypto';
import { DAY, SECOND } from '../../../lib/dates';
import { unauthorized } from '../../../lib/errors';

export type Audience = 'user' | 'admin';

export interface AccessClaims {
  subjectId: string;
  familyId: string;
  audience: Audience;
}

/** Whose page session a cookie holds (see signPageSession). */
export interface PageSessionClaims {
  userId: string;
  familyId: string;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

type RefreshOutcome =
  | { kind: 'ok'; pair: TokenPair; audience: Audience; subjectId: string; familyId: string }
  | { kind: 'reuse' }
  | { kind: 'invalid' };

/** JWT access tokens (HS256 pinned) and opaque, hashed, rotating refresh tokens. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(config.secrets.jwt);
  }

  private audienceClaim(audience: Audience): string {
    return `${this.config.tokens.issuer}:${audience}`;
  }

  /** Deterministic for a given (subject, family, issuedAt): the grace window can answer the same pair. */
  async signAccess(audience: Audience, subjectId: string, familyId: string, issuedAt: Date) {
    const iat = Math.floor(issuedAt.getTime() / 1000);
    return new SignJWT({ fid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subjectId)
      .setIssuer(this.config.tokens.issuer)
      .setAudience(this.audienceClaim(audience))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.config.tokens.accessTtlSeconds)
      .sign(this.key);
  }

  async verifyAccess(token: string, audience: Audience): Promise<AccessClaims> {
    let claims: AccessClaims;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.config.tokens.issuer,
        audience: this.audienceClaim(audience),
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.fid !== 'string') throw unauthorized();
      claims = { subjectId: payload.sub, familyId: payload.fid, audience };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw unauthorized('Access token expired', 'TOKEN_EXPIRED');
      }
      throw unauthorized('Invalid access token');
    }
    // TOKEN_EXPIRED sends the client to its refresh, which fails for a revoked family and logs it out.
    if (await this.isFamilyRevoked(claims.familyId)) {
      throw unauthorized('Your session has ended. Please log in again.', 'TOKEN_EXPIRED');
    }
    return claims;
  }

  /**
   * The httpOnly cookie that lets the server render a signed-in user's own pages (not a bearer
   * token: its audience is accepted nowhere else). It lives as long as the login's refresh family
   * and ends with it (logout, reuse, block): each check asks whether the family was revoked.
   */
  async signPageSession(userId: string, familyId: string): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ fid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(this.config.tokens.issuer)
      .setAudience(`${this.config.tokens.issuer}:page`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.pageSessionSeconds)
      .sign(this.key);
  }

  get pageSessionSeconds(): number {
    return this.config.tokens.refreshTtlDays * (DAY / SECOND);
  }

  /** The page session's user, or null (missing, forged, expired or its family revoked). */
  async verifyPageSession(cookie: string | undefined): Promise<PageSessionClaims | null> {
    if (!cookie) return null;
    try {
      const { payload } = await jwtVerify(cookie, this.key, {
        algorithms: ['HS256'],
        issuer: this.config.tokens.issuer,
        audience: `${this.config.tokens.issuer}:page`,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.fid !== 'string') return null;
      if (await this.isFamilyRevoked(payload.fid)) return null;
      return { userId: payload.sub, familyId: payload.fid };
    } catch {
      return null;
    }
  }

  /** Logout and refresh-token reuse revoke a family: its access tokens stop at once, not at expiry. */
  private async isFamilyRevoked(familyId: string): Promise<boolean> {
    const [revoked] = await this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
      .limit(1);
    return revoked !== undefined;
  }

  /** Starts a new refresh family (a login). */
  async issue(audience: Audience, subjectId: string): Promise<TokenPair & { familyId: string }> {
    const now = this.clock.now();
    const refreshToken = randomToken();
    const familyId = crypto.randomUUID();
    await this.db.insert(refreshTokens).values({
      familyId,
      audience,
      subjectId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + this.config.tokens.refreshTtlDays * DAY),
    });
    const token = await this.signAccess(audience, subjectId, familyId, now);
    return { token, refreshToken, familyId };
  }

  /** Whose refresh token this is, whatever its state (to say why a refresh is refused). */
  async holderOf(
    presented: string,
  ): Promise<{ audience: Audience; subjectId: string } | undefined> {
    const [row] = await this.db
      .select({ audience: refreshTokens.audience, subjectId: refreshTokens.subjectId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)));
    return row;
  }

  /** The successor of a refresh token is derived from it, so a retry in the grace window gets the same one. */
  private successorOf(presented: string): string {
    return hmacToken(this.config.secrets.refresh, presented);
  }

  async refresh(
    presented: string,
  ): Promise<{ pair: TokenPair; audience: Audience; subjectId: string; familyId: string }> {
    const now = this.clock.now();
    const presentedHash = sha256(presented);
    const outcome = await this.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, presentedHash),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      if (rotated) {
        const next = this.successorOf(presented);
        await tx.insert(refreshTokens).values({
          familyId: rotated.familyId,
          audience: rotated.audience,
          subjectId: rotated.subjectId,
          tokenHash: sha256(next),
          expiresAt: new Date(now.getTime() + this.config.tokens.refreshTtlDays * DAY),
        });
        const token = await this.signAccess(
          rotated.audience,
          rotated.subjectId,
          rotated.familyId,
          now,
        );
        return {
          kind: 'ok',
          pair: { token, refreshToken: next },
          audience: rotated.audience,
          subjectId: rotated.subjectId,
          familyId: rotated.familyId,
        };
      }
      const [existing] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, presentedHash));
      if (!existing || existing.revokedAt || existing.expiresAt <= now || !existing.rotatedAt) {
        return { kind: 'invalid' };
      }
      const sinceRotation = now.getTime() - existing.rotatedAt.getTime();
      if (sinceRotation <= this.config.tokens.graceSeconds * SECOND) {
        const next = this.successorOf(presented);
        const [successor] = await tx
          .select()
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.tokenHash, sha256(next)),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
            ),
          );
        if (successor) {
          const token = await this.signAccess(
            existing.audience,
            existing.subjectId,
            existing.familyId,
            existing.rotatedAt,
          );
          return {
            kind: 'ok',
            pair: { token, refreshToken: next },
            audience: existing.audience,
            subjectId: existing.subjectId,
            familyId: existing.familyId,
          };
        }
      }
      // A rotated token presented again: someone else may hold the family. Revoke all of it.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, existing.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reuse' };
    });
    if (outcome.kind === 'ok') return outcome;
    if (outcome.kind === 'reuse')
      throw unauthorized('Refresh token was already used; please log in again');
    throw unauthorized('Invalid or expired refresh token');
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeSubject(audience: Audience, subjectId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.clock.now() })
      .where(
        and(
          eq(refreshTokens.audience, audience),
          eq(refreshTokens.subjectId, subjectId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }
}
