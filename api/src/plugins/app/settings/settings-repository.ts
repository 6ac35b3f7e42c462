import { asc, eq } from 'drizzle-orm';
import { FOOTER_CONFIG_KEY, type Setting } from 'shared/contracts/settings';
import type { Database } from '../../../db/client';
import { settings } from '../../../db/schema/index';

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  /** Without a key: the footer pages. */
  async list(configKey: string | undefined, limit: number | undefined): Promise<Setting[]> {
    const query = this.db
      .select()
      .from(settings)
      .where(eq(settings.configKey, configKey ?? FOOTER_CONFIG_KEY))
      .orderBy(asc(settings.sortOrder), asc(settings.createdAt))
      .$dynamic();
    const rows = await (limit ? query.limit(limit) : query);
    return rows.map((s) => ({
      _id: s.id,
      configKey: s.configKey,
      title: s.title,
      configUrl: s.configUrl,
      content: s.content,
      configValue: s.configValue,
    }));
  }
}
