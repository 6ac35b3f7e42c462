import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  propertyAnswerSchema,
  propertyDeleteAnswerSchema,
  propertyParamsSchema,
  propertyUpdateBodySchema,
} from 'shared/contracts/properties';
import { notFound } from '../../../../lib/errors';
import { toProperty } from '../../../../plugins/app/properties/properties-repository';
import { answers } from '../../../responses';

/** Owner-only changes; someone else's property answers 404 (its existence is not revealed). */
const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/property/:id', {
    schema: {
      tags: ['properties'],
      summary: "One of the owner's properties in any status (pending review included)",
      params: propertyParamsSchema,
      response: answers(propertyAnswerSchema),
    },
    handler: async (request) => {
      const row = await app.properties.findById(request.params.id);
      if (!row || row.ownerId !== request.auth?.subjectId) throw notFound('Property');
      return { isSuccess: true as const, message: 'Property found', property: toProperty(row) };
    },
  });

  app.patch('/property/:id', {
    schema: {
      tags: ['properties'],
      params: propertyParamsSchema,
      body: propertyUpdateBodySchema,
      response: answers(propertyAnswerSchema),
    },
    handler: async (request) => {
      const row = await app.properties.updateOwned(
        request.params.id,
        request.auth?.subjectId as string,
        request.body,
        app.clock.now(),
      );
      if (!row) throw notFound('Property');
      app.listingChanges.changed();
      return { isSuccess: true as const, message: 'Property updated', property: toProperty(row) };
    },
  });

  app.delete('/property/:id', {
    schema: {
      tags: ['properties'],
      params: propertyParamsSchema,
      response: answers(propertyDeleteAnswerSchema),
    },
    handler: async (request) => {
      const result = await app.properties.deleteOwned(
        request.params.id,
        request.auth?.subjectId as string,
      );
      if (!result.deleted) throw notFound('Property');
      await app.media.removeStoredFiles(result.storageKeys);
      app.listingChanges.changed();
      return { isSuccess: true as const, message: 'Property deleted' };
    },
  });
};

export default propertiesRoutes;
