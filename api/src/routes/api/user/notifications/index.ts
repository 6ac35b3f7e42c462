import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadAnswerSchema,
  markNotificationsReadBodySchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
  unreadCountAnswerSchema,
} from 'shared/contracts/notifications';
import { unauthorized } from '../../../../lib/errors';
import { answers } from '../../../responses';

const tags = ['notifications'];

/** The header bell: the signed-in user's notifications, newest first, with the unread count. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (request: { auth?: { subjectId: string } | null }) => {
    const id = request.auth?.subjectId;
    if (!id) throw unauthorized();
    return id;
  };

  app.get('/users/notifications', {
    schema: {
      tags,
      querystring: notificationsQuerySchema,
      response: answers(notificationsAnswerSchema),
    },
    handler: async (request) => {
      const list = await app.notifications.list(userOf(request), request.query);
      return {
        isSuccess: true as const,
        message: 'ok',
        ...list,
        page: request.query.page,
        limit: request.query.limit,
      };
    },
  });

  app.get('/users/notifications/unread-count', {
    schema: { tags, response: answers(unreadCountAnswerSchema) },
    handler: async (request) => ({
      isSuccess: true as const,
      message: 'ok',
      unread: await app.notifications.unreadCount(userOf(request)),
    }),
  });

  app.post('/users/notifications/read', {
    schema: {
      tags,
      body: markNotificationsReadBodySchema,
      response: answers(markNotificationsReadAnswerSchema),
    },
    handler: async (request) => {
      const userId = userOf(request);
      const marked = await app.notifications.markRead(userId, request.body);
      return {
        isSuccess: true as const,
        message: 'Marked as read',
        marked,
        unread: await app.notifications.unreadCount(userId),
      };
    },
  });
};

export default notificationsRoutes;
