import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaParamsSchema } from 'shared/contracts/media';
import { notFound } from '../../../../lib/errors';
import { setUploadOwner } from '../../../../plugins/app/media/tus-uploads';

/**
 * The tus 1.0 endpoint (resumable uploads) at /api/uploads. Fastify must not read the body: the
 * content-type parser below leaves `application/offset+octet-stream` alone, and the raw request
 * and response go to tus (tus-node-server #241, #414): the bytes stream to disk, never buffered.
 * The bearer token is checked by user/autohooks.ts; an upload of someone else answers 404.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    setUploadOwner(request.raw, request.auth?.subjectId as string);
    // Headers set by hooks (helmet, CORS) are on the Fastify reply; tus writes the raw one.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    await app.tusUploads.server.handle(request.raw, reply.raw);
  };

  const doc = (summary: string) => ({
    tags: ['media'],
    summary,
    description:
      'tus 1.0 (https://tus.io/protocols/resumable-upload): Tus-Resumable: 1.0.0; Upload-Metadata filename, filetype, draftId (a listing file), or purpose=avatar without draftId (a profile photo: a JPEG, PNG or WebP, processed to square WebP). Answers are tus text bodies.',
  });

  app.post(
    '/uploads',
    { schema: doc('Start an upload (the upload id is the media id)') },
    handOver,
  );
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/uploads/:mediaId',
    schema: {
      ...doc('Resume (HEAD), send bytes (PATCH) or cancel (DELETE) an upload'),
      params: mediaParamsSchema,
    },
    preHandler: async (request: FastifyRequest) => {
      const { mediaId } = request.params as { mediaId: string };
      const owned = await app.mediaUploads.owned(mediaId, request.auth?.subjectId as string);
      if (!owned) throw notFound('Upload');
    },
    handler: handOver,
  });
}
