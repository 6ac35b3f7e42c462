import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Content-Security-Policy for the served app.
 * - script-src 'self' (no inline script, no eval): the built shell and remotes load only files from
 *   this origin; a remote overridden to another origin (REMOTE_<NAME>_URL) is added here.
 * - style-src 'self' 'unsafe-inline': measured in Chromium against the built app (03:10 UTC):
 *   with style-src 'self' alone, Griffel's (Fluent UI) and goober's (react-hot-toast) <style> elements
 *   are blocked outright: the empty elements Griffel fills through insertRule get no CSSStyleSheet,
 *   so Fluent renders unstyled (31 violations), and toasts lose their styles. With 'unsafe-inline'
 *   for styles only, zero violations. Inline styles cannot run script. Stricter path: a per-response
 *   style nonce passed to Griffel's createDOMRenderer({ styleElementAttributes: { nonce } }) and a
 *   pre-rendered <style id="_goober" nonce> in index.html (needs shell changes).
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
