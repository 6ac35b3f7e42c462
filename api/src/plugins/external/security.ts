import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Content-Security-Policy for the served app:
 * - script-src 'self': no inline scripts and no eval; remotes are served from this origin
 *   (a remote overridden to another origin through REMOTE_<NAME>_URL is added here).
 * - style-src 'self' 'unsafe-inline': Fluent UI's Griffel inserts rules through CSSOM
 *   (insertRule, not governed by CSP) but react-hot-toast's goober writes a <style> text
 *   node, which style-src without 'unsafe-inline' blocks (toasts render unstyled). Inline
 *   styles cannot run script, so this is the strictest policy that still renders.
 */
export function contentSecurityPolicy(extraScriptOrigins: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extraScriptOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extraScriptOrigins],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

async function securityPlugin(app: FastifyInstance, options: { extraScriptOrigins?: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(options.extraScriptOrigins ?? []) },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    // Only configured origins; same-origin requests need no CORS at all.
    origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });
}

export default fp(securityPlugin, { name: 'security' });
