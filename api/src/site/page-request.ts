import type { FastifyRequest } from 'fastify';

/** A page of the web app (served the shell), not an api path, a remote's file or another file. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return (
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith('/remotes/') &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}
