import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorAnswerSchema,
  operatorInviteBodySchema,
  operatorListQuerySchema,
  operatorPageSchema,
  operatorPatchBodySchema,
} from 'shared/contracts/adminOperators';
import { idParamsSchema } from 'shared/contracts/common';
import { staffOf } from '../../../../plugins/app/auth/index';
import { answers, ok } from '../../../responses';

/** Super admins list, invite and manage the staff (operators.manage). */
const adminOperatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repository, service } = app.operators;
  const config = { permission: 'operators.manage' } as const;

  app.get('/admin/operators', {
    config,
    schema: {
      tags: ['admin'],
      summary: 'The staff, with status (active, invited, disabled) and last sign-in',
      querystring: operatorListQuerySchema,
      response: answers(operatorPageSchema),
    },
    handler: async (request) => {
      const { query } = request;
      return { ...ok, ...(await repository.list(query)), page: query.page, limit: query.limit };
    },
  });

  app.post('/admin/operators', {
    config,
    schema: {
      tags: ['admin'],
      summary: 'Invites a staff member: a set-password link by e-mail, valid 72 hours',
      body: operatorInviteBodySchema,
      response: answers(operatorAnswerSchema),
    },
    handler: async (request) => ({
      isSuccess: true as const,
      message: 'Invitation sent',
      data: await service.invite(staffOf(request), request.body),
    }),
  });

  app.patch('/admin/operators/:id', {
    config,
    schema: {
      tags: ['admin'],
      summary: "Changes a staff member's name or role, or disables or enables them",
      params: idParamsSchema,
      body: operatorPatchBodySchema,
      response: answers(operatorAnswerSchema),
    },
    handler: async (request) => ({
      isSuccess: true as const,
      message: 'Staff member updated',
      data: await service.update(staffOf(request), request.params.id, request.body),
    }),
  });

  app.post('/admin/operators/:id/resend-invite', {
    config,
    schema: {
      tags: ['admin'],
      summary: 'Sends an invited staff member a new set-password link (the old one stops working)',
      params: idParamsSchema,
      response: answers(operatorAnswerSchema),
    },
    handler: async (request) => ({
      isSuccess: true as const,
      message: 'Invitation sent again',
      data: await service.resendInvite(staffOf(request), request.params.id),
    }),
  });
};

export default adminOperatorsRoutes;
