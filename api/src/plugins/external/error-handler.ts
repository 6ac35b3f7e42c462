import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { isPageRequest } from '../../site/page-request';

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const parts = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = error.validationContext ?? 'body';
      const name = field ? `${where}.${field}` : where;
      if (issue.keyword === 'unrecognized_keys') {
        const keys = (issue.params as { keys?: string[] }).keys ?? [];
        return `${name}: unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
      }
      return `${name}: ${issue.message}`;
    });
    return `Invalid request: ${parts.join('; ')}`;
  }
  return `Invalid request: ${error.message}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static site: answers unknown non-/api GETs with the shell (SPA fallback). */
    siteFallback: ((request: FastifyRequest, reply: FastifyReply) => unknown) | null;
  }
}

/** One envelope for every error; 5xx never reveal internals. */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.decorate('siteFallback', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ isSuccess: false, message: error.message, code: error.code, ...error.details });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ isSuccess: false, message: describeValidation(error), code: 'VALIDATION' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ isSuccess: false, message: error.message, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body too large'
          : error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'Invalid request body'
            : error.message;
      return reply
        .status(status)
        .send({ isSuccess: false, message, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ isSuccess: false, message: 'Something went wrong', code: 'INTERNAL' });
  });

  /** A client-side route of the SPA (served the shell), not a missing api path or file. */
  const isSpaPage = (request: FastifyRequest) =>
    app.siteFallback !== null && isPageRequest(request);

  app.setNotFoundHandler(
    // Unknown api paths and files are rate-limited (scanners); SPA page loads are not.
    {
      preHandler: app.rateLimit({
        max: 60,
        timeWindow: '1 minute',
        allowList: (request) => isSpaPage(request),
      }),
    },
    (request, reply) => {
      if (isSpaPage(request) && app.siteFallback) return app.siteFallback(request, reply);
      return reply.status(404).send({
        isSuccess: false,
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        code: 'NOT_FOUND',
      });
    },
  );
}

export default fp(errorHandlerPlugin, { name: 'error-handler', dependencies: ['rate-limit'] });
