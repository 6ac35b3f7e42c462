import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFooterPageAnswerSchema,
  adminPlainAnswerSchema,
  adminSettingsAnswerSchema,
  adminSettingValueAnswerSchema,
  footerOrderBodySchema,
  footerPageBodySchema,
  footerPagePatchSchema,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  settingKeyBodySchema,
  settingKeyParamsSchema,
  settingValueProblem,
} from 'shared/contracts/adminSettings';
import { idParamsSchema } from 'shared/contracts/common';
import { badRequest } from '../../../../lib/errors';
import { staffOf } from '../../../../plugins/app/auth/index';
import { answers } from '../../../responses';

const ok = { isSuccess: true as const };

/** Footer pages, the LOGO and the other settings keys (settings.manage); see the contract. */
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The logo arrives as the image's bytes; its real type is checked from them (processLogo).
  app.addContentTypeParser(
    [...LOGO_TYPES],
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  const config = { permission: 'settings.manage' } as const;
  // Footer pages and the logo are on every server-rendered page: a saved change purges the copies.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) app.listingChanges.changed();
  });

  app.get('/admin/settings', {
    config,
    schema: { tags: ['admin-settings'], response: answers(adminSettingsAnswerSchema) },
    handler: async () => ({ ...ok, message: 'ok', data: await app.adminSettings.overview() }),
  });

  app.post('/admin/settings', {
    config,
    schema: {
      tags: ['admin-settings'],
      summary: 'Add a footer page (content sanitised)',
      body: footerPageBodySchema,
      response: answers(adminFooterPageAnswerSchema),
    },
    handler: async (request) => {
      const data = await app.adminSettings.createPage(staffOf(request), request.body);
      return { ...ok, message: 'Footer page added', data };
    },
  });

  app.put('/admin/settings/order', {
    config,
    schema: {
      tags: ['admin-settings'],
      summary: 'Order the footer pages (every page, once)',
      body: footerOrderBodySchema,
      response: answers(adminPlainAnswerSchema),
    },
    handler: async (request) => {
      await app.adminSettings.reorderPages(staffOf(request), request.body.ids);
      return { ...ok, message: 'Footer order saved' };
    },
  });

  app.put('/admin/settings/key/:configKey', {
    config,
    schema: {
      tags: ['admin-settings'],
      summary: 'Set or clear (null) one settings key',
      params: settingKeyParamsSchema,
      body: settingKeyBodySchema,
      response: answers(adminSettingValueAnswerSchema),
    },
    handler: async (request) => {
      const { configKey } = request.params;
      const value = request.body.value?.trim() || null;
      const problem = value === null ? null : settingValueProblem(configKey, value);
      if (problem) throw badRequest(problem);
      const data = await app.adminSettings.setKey(staffOf(request), configKey, value);
      return { ...ok, message: 'Setting saved', data };
    },
  });

  app.post('/admin/settings/logo', {
    config,
    bodyLimit: LOGO_MAX_BYTES,
    schema: {
      tags: ['admin-settings'],
      summary: 'Upload the LOGO (the image as the body: PNG, JPEG or WebP, at most 2 MB)',
      consumes: [...LOGO_TYPES],
      response: answers(adminSettingValueAnswerSchema),
    },
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body))
        throw badRequest('Send the logo image as the body (PNG, JPEG or WebP).');
      const data = await app.adminSettings.setLogo(staffOf(request), request.body);
      return { ...ok, message: 'Logo saved', data };
    },
  });

  app.patch('/admin/settings/:id', {
    config,
    schema: {
      tags: ['admin-settings'],
      summary: 'Edit a footer page (content sanitised)',
      params: idParamsSchema,
      body: footerPagePatchSchema,
      response: answers(adminFooterPageAnswerSchema),
    },
    handler: async (request) => {
      const data = await app.adminSettings.updatePage(
        staffOf(request),
        request.params.id,
        request.body,
      );
      return { ...ok, message: 'Footer page saved', data };
    },
  });

  app.delete('/admin/settings/:id', {
    config,
    schema: {
      tags: ['admin-settings'],
      summary: 'Delete a footer page',
      params: idParamsSchema,
      response: answers(adminPlainAnswerSchema),
    },
    handler: async (request) => {
      await app.adminSettings.deletePage(staffOf(request), request.params.id);
      return { ...ok, message: 'Footer page deleted' };
    },
  });
};

export default adminSettingsRoutes;
