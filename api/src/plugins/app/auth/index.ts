import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../../lib/errors';
import type { StaffMember } from '../audit/audit-log';
import { UsersRepository } from '../users/users-repository';
import { AdminService, STAFF_DISABLED_MESSAGE } from './admin-service';
import { OtpService } from './otp-service';
import { type Audience, TokenService } from './token-service';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    otp: OtpService;
    adminAuth: AdminService;
    usersRepository: UsersRepository;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in staff member (set by requireAdmin), with their role as of this request. */
    admin: StaffMember | null;
  }
}

/** The request's well-formed bearer token, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header && /^Bearer ([A-Za-z0-9._~+/=-]{10,4096})$/.exec(header)?.[1]) || null;
}

function bearer(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Missing or malformed bearer token');
  return token;
}

/** The token's user must be the one named in the path/body; otherwise 403. */
export function assertSelf(request: FastifyRequest, userId: string): string {
  const subjectId = request.auth?.subjectId;
  if (!subjectId) throw unauthorized();
  if (subjectId !== userId) throw forbidden();
  return subjectId;
}

/** The staff member the admin guard read for this request (`request.admin`); 401 without one. */
export function staffOf(request: Pick<FastifyRequest, 'admin'>): StaffMember {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

async function authPlugin(app: FastifyInstance) {
  app.decorate('tokens', new TokenService(app.db, app.config, app.clock));
  app.decorate('otp', new OtpService(app.db, app.config.secrets.otp, app.clock));
  app.decorate(
    'adminAuth',
    new AdminService(app.db, app.clock, app.email, app.config.publicUrl, app.audit),
  );
  app.decorate('usersRepository', new UsersRepository(app.db));
  app.decorateRequest('auth', null);
  app.decorateRequest('admin', null);

  const guard = (audience: Audience) => async (request: FastifyRequest) => {
    request.auth = await app.tokens.verifyAccess(bearer(request), audience);
  };
  app.decorate('requireUser', guard('user'));
  // The staff row is read on every admin request, so a changed role or a disabled account counts
  // at once (a primary-key read beside the token family check).
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const auth = await app.tokens.verifyAccess(bearer(request), 'admin');
    const admin = await app.adminAuth.findById(auth.subjectId);
    if (!admin || admin.disabledAt) throw unauthorized(STAFF_DISABLED_MESSAGE);
    request.auth = auth;
    request.admin = { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
  });
}

export default fp(authPlugin, {
  name: 'auth',
  dependencies: ['database', 'audit'],
  decorators: { fastify: ['sms', 'email'] },
});
