import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadsAnswerSchema, leadsParamsSchema, leadsQuerySchema } from 'shared/contracts/leads';
import { contactOwnerAnswerSchema, contactOwnerBodySchema } from 'shared/contracts/listings';
import { assertSelf } from '../../../../plugins/app/auth/index';
import { contactOwner } from '../../../../plugins/app/listings/contact-owner';
import { answers, paged } from '../../../responses';

/** A seeker contacts a listing's owner; an owner reads the leads on their listings. */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/users/leads', {
    schema: {
      tags: ['listings'],
      body: contactOwnerBodySchema,
      response: answers(contactOwnerAnswerSchema),
    },
    handler: async (request) => {
      const result = await contactOwner(
        app.db,
        request.auth?.subjectId as string,
        request.body,
        app.clock.now(),
      );
      return {
        isSuccess: true as const,
        message: result.created
          ? 'Your details have been shared with the advertiser. They will contact you soon.'
          : 'You have already contacted the advertiser about this property today. They have your details.',
        ...result,
      };
    },
  });

  app.get('/users/leads/:userId', {
    schema: {
      tags: ['leads'],
      params: leadsParamsSchema,
      querystring: leadsQuerySchema,
      response: answers(leadsAnswerSchema),
    },
    handler: async (request) => {
      const userId = assertSelf(request, request.params.userId);
      return paged(await app.leads.list(userId, request.query), request.query);
    },
  });
};

export default leadsRoutes;
