import { z } from 'zod';
import { emailSchema, phoneSchema, successEnvelopeSchema, text } from './common';

/**
 * The admin's settings (settings.manage):
 * GET    /api/admin/settings                 footer pages (in footer order), the LOGO, the other keys
 * POST   /api/admin/settings                 a footer page `{ title, configUrl, content }`
 * PATCH  /api/admin/settings/{id}            edit a footer page
 * DELETE /api/admin/settings/{id}            delete a footer page
 * PUT    /api/admin/settings/order           `{ ids }`: the footer's order
 * PUT    /api/admin/settings/key/{configKey} `{ value }` for a key of SETTING_KEYS (null clears it)
 * POST   /api/admin/settings/logo            the LOGO: the image's bytes as the body (PNG, JPEG or
 *                                            WebP), checked from its bytes and stored as WebP
 * Content is sanitised on the server on write (an allow-list) and again in the browser on read.
 */

/**
 * Paths the site's own screens use: a footer page there would hide a screen (or be hidden). Also
 * every path under each of them.
 */
export const RESERVED_PATHS = [
  '/admin',
  '/api',
  '/add-property',
  '/cancel',
  '/checkout',
  '/create-profile',
  '/my-dashboard',
  '/my-leads',
  '/my-properties',
  '/profile',
  '/property',
  '/property-listing',
  '/remotes',
  '/save-favourite',
  '/static',
  '/subscriptions',
  '/success',
  '/view',
] as const;

const PATH_SHAPE = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

export const reservedPathOf = (path: string): string | undefined =>
  RESERVED_PATHS.find((reserved) => path === reserved || path.startsWith(`${reserved}/`));

export const configUrlSchema = z
  .string()
  .trim()
  .max(80, { message: 'configUrl must be at most 80 characters' })
  .regex(PATH_SHAPE, {
    message:
      'configUrl must be a path such as /about-us: lower-case letters, digits and single hyphens after each /',
  })
  .refine((path) => !reservedPathOf(path), {
    message: 'configUrl is a path of the site itself: choose another, such as /about-us',
  });

/** Rich text from the editor; the server keeps only its allow-list of tags and attributes. */
export const footerContentSchema = z
  .string()
  .max(50_000, { message: 'content must be at most 50,000 characters' });

export const footerPageBodySchema = z.strictObject({
  title: text('title', { min: 1, max: 100 }),
  configUrl: configUrlSchema,
  content: footerContentSchema,
});
export type FooterPageBody = z.infer<typeof footerPageBodySchema>;

export const footerPagePatchSchema = footerPageBodySchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' });
export type FooterPagePatch = z.infer<typeof footerPagePatchSchema>;

export const footerOrderBodySchema = z.strictObject({
  ids: z
    .array(z.uuid({ message: 'ids must be valid ids' }))
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'ids must not repeat' }),
});
export type FooterOrderBody = z.infer<typeof footerOrderBodySchema>;

/** The settings keys besides FOOTER and LOGO, each with its own rule. Unknown keys are refused. */
export const SETTING_KEY_RULES = {
  SUPPORT_EMAIL: emailSchema,
  SUPPORT_PHONE: phoneSchema,
  OFFICE_ADDRESS: text('OFFICE_ADDRESS', { min: 1, max: 300, multiline: true }),
} as const;
export type SettingKey = keyof typeof SETTING_KEY_RULES;
export const SETTING_KEYS = Object.keys(SETTING_KEY_RULES) as SettingKey[];

export const settingKeyParamsSchema = z.strictObject({
  configKey: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]], {
    message: `configKey must be one of ${SETTING_KEYS.join(', ')} (upload the LOGO as an image)`,
  }),
});

/** `value: null` clears the key. The value's rule depends on the key (checked by the api). */
export const settingKeyBodySchema = z.strictObject({
  value: z.string().max(300, { message: 'value must be at most 300 characters' }).nullable(),
});
export type SettingKeyBody = z.infer<typeof settingKeyBodySchema>;

/** The first problem with `value` for `key`, in words; null when it is fine. */
export function settingValueProblem(key: SettingKey, value: string): string | null {
  const checked = SETTING_KEY_RULES[key].safeParse(value);
  return checked.success ? null : `${key} ${checked.error.issues[0]?.message ?? 'is not valid'}`;
}

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const adminFooterPageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  configUrl: z.string(),
  content: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminFooterPage = z.infer<typeof adminFooterPageSchema>;

export const adminSettingsAnswerSchema = successEnvelopeSchema.extend({
  data: z.object({
    footerPages: z.array(adminFooterPageSchema),
    logo: z.string().nullable(),
    keys: z.record(z.string(), z.string().nullable()),
  }),
});
export type AdminSettingsAnswer = z.infer<typeof adminSettingsAnswerSchema>;

export const adminFooterPageAnswerSchema = successEnvelopeSchema.extend({
  data: adminFooterPageSchema,
});
export const adminSettingValueAnswerSchema = successEnvelopeSchema.extend({
  data: z.object({ configKey: z.string(), value: z.string().nullable() }),
});
export const adminPlainAnswerSchema = successEnvelopeSchema;
