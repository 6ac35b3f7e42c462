import { z } from 'zod';
import { successEnvelopeSchema } from './common';

/**
 * GET /api/setting?limit=N          footer pages (configKey FOOTER)
 * GET /api/setting/?configKey=LOGO  one setting group by key
 */
export const settingsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  configKey: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, { message: 'must be an upper-case key such as LOGO' })
    .optional(),
});
export type SettingsQuery = z.infer<typeof settingsQuerySchema>;

export const settingSchema = z.object({
  _id: z.string(),
  configKey: z.string(),
  title: z.string().nullable(),
  configUrl: z.string().nullable(),
  /** Sanitised HTML (still sanitise before rendering). */
  content: z.string().nullable(),
  configValue: z.string().nullable(),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingsAnswerSchema = successEnvelopeSchema.extend({ data: z.array(settingSchema) });
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;

export const FOOTER_CONFIG_KEY = 'FOOTER';
export const LOGO_CONFIG_KEY = 'LOGO';
