import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { PaymentsConfig } from '../../config';
import { nonceSource } from './nonce-source';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP style-src nonce (hex), for the <style> elements of the page it sends. */
    styleNonce: string;
  }
}

/**
 * Razorpay's hosted checkout (PAYMENT_GATEWAY=razorpay only): checkout.js runs on /checkout and
 * opens its payment window in an iframe. With the test gateway none of these are allowed.
 */
export const RAZORPAY_CHECKOUT_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** A directive entry helmet evaluates for each response (the remotes' origins, the style nonce). */
type PerResponse = (request: IncomingMessage, response: ServerResponse) => string;

/**
 * Content-Security-Policy for the served app.
 * - script-src 'self' (no inline script, no eval): the built shell and remotes load only files from
 *   this origin; a remote the registry points at another origin (REMOTE_<NAME>_URL, REMOTES_FILE)
 *   is added here, per response, so re-pointing the registry needs no restart.
 * - style-src 'self' plus a per-response nonce (no 'unsafe-inline'): Griffel (Fluent UI) and goober
 *   (react-hot-toast) write <style> elements at run time; the shell gives them the nonce the HTML
 *   carries (see static-site.ts and the shell's lib/cspNonce.ts). Style changes through the CSSOM
 *   (React's style prop, Griffel's insertRule) are not subject to CSP.
 */
export function contentSecurityPolicy(
  remoteOrigins: () => string[],
  styleNonce: PerResponse,
  gateway: PaymentsConfig['gateway'] = 'test',
) {
  const razorpay = gateway === 'razorpay' ? RAZORPAY_CHECKOUT_ORIGINS : null;
  const selfAndRemotes: PerResponse = () => ["'self'", ...remoteOrigins()].join(' ');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [selfAndRemotes, ...(razorpay?.script ?? [])],
    styleSrc: ["'self'", styleNonce],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [selfAndRemotes, ...(razorpay?.connect ?? [])],
    ...(razorpay ? { frameSrc: ["'self'", ...razorpay.frame] } : {}),
    mediaSrc: ["'self'", 'blob:', 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

const TUS_REQUEST_HEADERS = [
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'x-http-method-override',
];
const TUS_RESPONSE_HEADERS = [
  'location',
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-offset',
  'upload-length',
  'upload-metadata',
  'upload-expires',
];

/**
 * Headers that govern a document (what it may load, frame or open), not a script, style sheet,
 * font or image fetched by one: the page's own response carries them. Kept on every subresource:
 * X-Content-Type-Options (no sniffing a script's type), CORP and the referrer policy.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** SVG is left out: opened on its own it is a document that can run script. */
const SUBRESOURCE_TYPE = /^(?:(?:application|text)\/javascript|text\/css|font\/|image\/(?!svg))/;

async function securityPlugin(app: FastifyInstance, options: { remoteOrigins?: () => string[] }) {
  const styleNonces = new WeakMap<ServerResponse, string>();
  const nextNonce = nonceSource();
  // Built once. @fastify/helmet builds helmet anew on every request (parsing every directive),
  // and draws two nonces with a randomBytes call each: 6% of the request thread under issue 10's
  // mixed load. The page needs only a style nonce; scripts are 'self' alone.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: contentSecurityPolicy(
        options.remoteOrigins ?? (() => []),
        (_request, response) => `'nonce-${styleNonces.get(response)}'`,
        app.config.payments.gateway,
      ),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.decorateReply('styleNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    reply.styleNonce = nextNonce();
    styleNonces.set(reply.raw, reply.styleNonce);
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // About 0.8 KB less on each of the ~20 files of a first load (issue 10's on-the-wire budget).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    }
    return payload;
  });
  await app.register(cors, {
    // Only configured origins; same-origin requests need no CORS at all.
    origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    // The tus headers of /api/uploads (resumable uploads) besides the api's own two.
    allowedHeaders: ['authorization', 'content-type', ...TUS_REQUEST_HEADERS],
    exposedHeaders: TUS_RESPONSE_HEADERS,
    maxAge: 600,
  });
}

export default fp(securityPlugin, { name: 'security' });
