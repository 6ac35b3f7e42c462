import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The signed-in user's page session: an httpOnly cookie the server reads to render that user's
 * own pages (their dashboard, their leads) on the first response. Set at login and at each token
 * refresh, cleared at logout. It authorizes no api call: those take the bearer token only, so a
 * cross-site request carrying the cookie can do nothing (and SameSite=Lax keeps it home anyway).
 */
export const PAGE_SESSION_COOKIE = 'page_session';

export async function setPageSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { userId: string; familyId: string },
): Promise<void> {
  reply.setCookie(
    PAGE_SESSION_COOKIE,
    await app.tokens.signPageSession(session.userId, session.familyId),
    {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: app.tokens.pageSessionSeconds,
    },
  );
}

export function clearPageSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PAGE_SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** The user whose page session this request carries (a valid, unrevoked one), or null. */
export function pageSessionOf(app: FastifyInstance, request: FastifyRequest) {
  return app.tokens.verifyPageSession(request.cookies[PAGE_SESSION_COOKIE]);
}
