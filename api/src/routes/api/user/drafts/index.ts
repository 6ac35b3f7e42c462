import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelopeSchema } from 'shared/contracts/common';
import {
  createDraftBodySchema,
  currentDraftAnswerSchema,
  draftAnswerSchema,
  draftErrorAnswerSchema,
  draftParamsSchema,
  draftSectionBodySchema,
  draftSectionParamsSchema,
  submitDraftAnswerSchema,
} from 'shared/contracts/drafts';
import { EMPTY_SECTIONS } from '../../../../db/schema/listing-drafts';
import { badRequest, notFound, unauthorized } from '../../../../lib/errors';
import { toDraft } from '../../../../plugins/app/drafts/drafts-repository';
import {
  describeProblems,
  parseSection,
  sectionProblems,
} from '../../../../plugins/app/drafts/section-rules';
import { answers } from '../../../responses';

const tags = ['drafts'];

/**
 * The add-property wizard's drafts, kept on the server after each step so a draft survives a
 * crash or a change of device. Someone else's draft answers 404 (its existence is not revealed).
 */
const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = (request: { auth?: { subjectId: string } | null }) => {
    const id = request.auth?.subjectId;
    if (!id) throw unauthorized();
    return id;
  };

  app.post('/drafts', {
    schema: { tags, body: createDraftBodySchema, response: answers(draftAnswerSchema) },
    handler: async (request) => {
      const ownerId = ownerOf(request);
      const propertyId = request.body?.propertyId;
      const row = propertyId
        ? await app.drafts.openEdit(ownerId, propertyId)
        : await app.drafts.openNew(ownerId);
      if (!row) throw notFound('Property');
      return { isSuccess: true as const, message: 'Draft ready', draft: toDraft(row) };
    },
  });

  app.get('/drafts/current', {
    schema: { tags, response: answers(currentDraftAnswerSchema) },
    handler: async (request) => {
      const row = await app.drafts.currentNew(ownerOf(request));
      return { isSuccess: true as const, message: 'ok', draft: row ? toDraft(row) : null };
    },
  });

  app.get('/drafts/:draftId', {
    schema: { tags, params: draftParamsSchema, response: answers(draftAnswerSchema) },
    handler: async (request) => {
      const row = await app.drafts.findOwned(request.params.draftId, ownerOf(request));
      if (!row) throw notFound('Draft');
      return { isSuccess: true as const, message: 'ok', draft: toDraft(row) };
    },
  });

  app.put('/drafts/:draftId/sections/:section', {
    schema: {
      tags,
      description:
        "Saves one step: the body is that section's data, checked by its schema and the server's rules (pincode in the state, the verified phone, a builder's new project's RERA id in the state's format, the owner's own media)",
      params: draftSectionParamsSchema,
      body: draftSectionBodySchema,
      response: answers(draftAnswerSchema),
    },
    handler: async (request) => {
      const ownerId = ownerOf(request);
      const { draftId, section } = request.params;
      const [draft, owner] = await Promise.all([
        app.drafts.findOwned(draftId, ownerId),
        app.drafts.owner(ownerId),
      ]);
      if (!draft || !owner) throw notFound('Draft');
      const parsed = parseSection(section, request.body);
      const problems =
        parsed.problems ??
        (await sectionProblems(app.db, section, parsed.data, {
          ownerId,
          ownerPhone: owner.phone,
          propertyId: draft.propertyId,
          sections: { ...EMPTY_SECTIONS, ...draft.sections },
        }));
      if (problems.length) throw badRequest(describeProblems(problems));
      const row = await app.drafts.saveSection(draftId, ownerId, section, parsed.data ?? null);
      if (!row) throw notFound('Draft');
      return { isSuccess: true as const, message: 'Saved', draft: toDraft(row) };
    },
  });

  app.delete('/drafts/:draftId', {
    schema: { tags, params: draftParamsSchema, response: answers(successEnvelopeSchema) },
    handler: async (request) => {
      const result = await app.drafts.discard(request.params.draftId, ownerOf(request));
      if (!result.deleted) throw notFound('Draft');
      await app.media.removeStoredFiles(result.storageKeys);
      return { isSuccess: true as const, message: 'Draft discarded' };
    },
  });

  app.post('/drafts/:draftId/submit', {
    schema: {
      tags,
      description:
        'Sends the draft for review. 400 DRAFT_INCOMPLETE names the first step to complete (`section`); 403 carries the can-post `reason`',
      params: draftParamsSchema,
      response: { ...answers(submitDraftAnswerSchema), '4xx': draftErrorAnswerSchema },
    },
    handler: async (request) => {
      const ownerId = ownerOf(request);
      const owner = await app.drafts.owner(ownerId);
      if (!owner) throw notFound('Draft');
      const { storageKeys, ...submitted } = await app.draftSubmission.submit(
        request.params.draftId,
        ownerId,
        owner.phone,
      );
      app.listingChanges.changed();
      // After the commit: the files of media rows the submit removed (never a row without files).
      await app.media.removeStoredFiles(storageKeys);
      return { isSuccess: true as const, ...submitted };
    },
  });
};

export default draftsRoutes;
