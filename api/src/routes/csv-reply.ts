import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a CSV download (`csvDocument` in plugins/app/leads/leads-csv) as it is written: an
 * attachment named `fileName`, never cached.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  document: AsyncIterable<string> | Iterable<string>,
) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  return reply.send(Readable.from(document));
}
