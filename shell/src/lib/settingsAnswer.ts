import type { Setting } from 'shared/contracts/settings';
import type { Schema } from 'shared/http';

type SettingsAnswer = { isSuccess: true; message: string; data: Setting[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The logo and footer settings load on every first visit. This hand-written check of
 * `settingsAnswerSchema`'s shape keeps zod (~26 KB gzip) out of the first load; the other calls
 * validate with the zod contracts, loaded on demand.
 */
export const settingsAnswer: Schema<SettingsAnswer> = {
  safeParse(body) {
    if (!isObject(body) || body.isSuccess !== true || !Array.isArray(body.data)) {
      return { success: false, error: new Error('not a settings answer') };
    }
    const data: Setting[] = [];
    for (const item of body.data) {
      if (!isObject(item) || typeof item._id !== 'string' || typeof item.configKey !== 'string') {
        return { success: false, error: new Error('not a setting') };
      }
      data.push({
        _id: item._id,
        configKey: item.configKey,
        title: stringOrNull(item.title),
        configUrl: stringOrNull(item.configUrl),
        content: stringOrNull(item.content),
        configValue: stringOrNull(item.configValue),
      });
    }
    return {
      success: true,
      data: {
        isSuccess: true,
        message: typeof body.message === 'string' ? body.message : '',
        data,
      },
    };
  },
};
