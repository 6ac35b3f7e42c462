import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, max, ne } from 'drizzle-orm';
import {
  type AdminFooterPage,
  type FooterPageBody,
  type FooterPagePatch,
  SETTING_KEYS,
  type SettingKey,
} from 'shared/contracts/adminSettings';
import { FOOTER_CONFIG_KEY, LOGO_CONFIG_KEY } from 'shared/contracts/settings';
import type { Database } from '../../../db/client';
import { settings } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { conflict, isUniqueViolation, notFound } from '../../../lib/errors';
import type { AuditLog, StaffMember } from '../audit/audit-log';
import type { MediaStorage } from '../media/storage/media-storage';
import { processLogo } from './logo-image';
import { sanitizeFooterContent } from './sanitize-content';

type SettingRow = typeof settings.$inferSelect;

const toFooterPage = (row: SettingRow): AdminFooterPage => ({
  _id: row.id,
  title: row.title ?? '',
  configUrl: row.configUrl ?? '',
  content: row.content ?? '',
  sortOrder: row.sortOrder,
  updatedAt: row.updatedAt.toISOString(),
});

const pathTaken = (configUrl: string) =>
  conflict(`Another page already uses ${configUrl}. Choose another path, or edit that page.`);

/** Only the fields a write touched (the audit's before and after). */
function touched(row: SettingRow, fields: readonly (keyof SettingRow)[]) {
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

/**
 * The settings staff edit: footer pages (content sanitised on write), the LOGO and the keys of
 * SETTING_KEYS. Each write and its audit entry commit together.
 */
export class AdminSettingsService {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly storage: MediaStorage,
  ) {}

  async overview() {
    const rows = await this.db
      .select()
      .from(settings)
      .where(inArray(settings.configKey, [FOOTER_CONFIG_KEY, LOGO_CONFIG_KEY, ...SETTING_KEYS]))
      .orderBy(asc(settings.sortOrder), asc(settings.createdAt));
    const keys: Record<string, string | null> = Object.fromEntries(
      SETTING_KEYS.map((key) => [key, rows.find((r) => r.configKey === key)?.configValue ?? null]),
    );
    return {
      footerPages: rows.filter((r) => r.configKey === FOOTER_CONFIG_KEY).map(toFooterPage),
      logo: rows.find((r) => r.configKey === LOGO_CONFIG_KEY)?.configValue ?? null,
      keys,
    };
  }

  async createPage(staff: StaffMember, body: FooterPageBody): Promise<AdminFooterPage> {
    const content = sanitizeFooterContent(body.content);
    return this.writing(body.configUrl, async (tx) => {
      await this.assertPathFree(tx, body.configUrl, null);
      const [last] = await tx
        .select({ order: max(settings.sortOrder) })
        .from(settings)
        .where(eq(settings.configKey, FOOTER_CONFIG_KEY));
      const [row] = await tx
        .insert(settings)
        .values({
          configKey: FOOTER_CONFIG_KEY,
          title: body.title,
          configUrl: body.configUrl,
          content,
          sortOrder: (last?.order ?? -1) + 1,
        })
        .returning();
      const created = row as SettingRow;
      await this.audit.record(tx, staff, {
        action: 'setting.create',
        entityType: 'setting',
        entityId: created.id,
        after: { title: created.title, configUrl: created.configUrl, content },
      });
      return toFooterPage(created);
    });
  }

  async updatePage(
    staff: StaffMember,
    id: string,
    patch: FooterPagePatch,
  ): Promise<AdminFooterPage> {
    const changes = {
      ...patch,
      ...(patch.content !== undefined ? { content: sanitizeFooterContent(patch.content) } : {}),
    };
    return this.writing(patch.configUrl ?? '', async (tx) => {
      const before = await this.footerPage(tx, id);
      if (patch.configUrl) await this.assertPathFree(tx, patch.configUrl, id);
      const fields = Object.keys(changes) as (keyof SettingRow)[];
      const [row] = await tx.update(settings).set(changes).where(eq(settings.id, id)).returning();
      const after = row as SettingRow;
      await this.audit.record(tx, staff, {
        action: 'setting.update',
        entityType: 'setting',
        entityId: id,
        before: touched(before, fields),
        after: touched(after, fields),
      });
      return toFooterPage(after);
    });
  }

  async deletePage(staff: StaffMember, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.footerPage(tx, id);
      await tx.delete(settings).where(eq(settings.id, id));
      await this.audit.record(tx, staff, {
        action: 'setting.delete',
        entityType: 'setting',
        entityId: id,
        before: touched(before, ['title', 'configUrl', 'content']),
      });
    });
  }

  /** The footer in the order of `ids` (every footer page, once). */
  async reorderPages(staff: StaffMember, ids: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(settings)
        .where(eq(settings.configKey, FOOTER_CONFIG_KEY));
      const known = new Set(rows.map((r) => r.id));
      if (ids.length !== rows.length || ids.some((id) => !known.has(id)))
        throw conflict('The footer pages changed meanwhile. Reload the page and order them again.');
      for (const [index, id] of ids.entries()) {
        const row = rows.find((r) => r.id === id) as SettingRow;
        if (row.sortOrder === index) continue;
        await tx.update(settings).set({ sortOrder: index }).where(eq(settings.id, id));
        await this.audit.record(tx, staff, {
          action: 'setting.update',
          entityType: 'setting',
          entityId: id,
          before: { sortOrder: row.sortOrder },
          after: { sortOrder: index },
        });
      }
    });
  }

  /** Sets (or with null clears) one key of SETTING_KEYS; the value is already checked. */
  async setKey(staff: StaffMember, key: SettingKey, value: string | null) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(settings).where(eq(settings.configKey, key));
      if ((row?.configValue ?? null) === value) return { configKey: key, value };
      let id = row?.id ?? null;
      if (row && value === null) await tx.delete(settings).where(eq(settings.id, row.id));
      else if (row)
        await tx.update(settings).set({ configValue: value }).where(eq(settings.id, row.id));
      else {
        const [created] = await tx
          .insert(settings)
          .values({ configKey: key, title: key, configValue: value })
          .returning({ id: settings.id });
        id = created?.id ?? null;
      }
      await this.audit.record(tx, staff, {
        action: row ? (value === null ? 'setting.delete' : 'setting.update') : 'setting.create',
        entityType: 'setting',
        entityId: id,
        before: row ? { configKey: key, configValue: row.configValue } : undefined,
        after: value === null ? undefined : { configKey: key, configValue: value },
      });
      return { configKey: key, value };
    });
  }

  /** A new logo: checked and made WebP, stored, then the LOGO setting points at it. */
  async setLogo(staff: StaffMember, bytes: Buffer): Promise<{ configKey: string; value: string }> {
    const logo = await processLogo(bytes);
    const key = `settings/logo-${randomBytes(6).toString('hex')}.webp`;
    await this.storage.put(key, logo.data, 'image/webp', logo.data.length);
    const url = this.storage.url(key);
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(settings)
          .where(eq(settings.configKey, LOGO_CONFIG_KEY));
        if (row) await tx.update(settings).set({ configValue: url }).where(eq(settings.id, row.id));
        const [created] = row
          ? [row]
          : await tx
              .insert(settings)
              .values({ configKey: LOGO_CONFIG_KEY, title: 'Logo', configValue: url })
              .returning();
        await this.audit.record(tx, staff, {
          action: row ? 'setting.update' : 'setting.create',
          entityType: 'setting',
          entityId: created?.id ?? null,
          before: row ? { configKey: LOGO_CONFIG_KEY, configValue: row.configValue } : undefined,
          after: {
            configKey: LOGO_CONFIG_KEY,
            configValue: url,
            width: logo.width,
            height: logo.height,
          },
        });
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => {});
      throw error;
    }
    return { configKey: LOGO_CONFIG_KEY, value: url };
  }

  private async footerPage(tx: Executor, id: string): Promise<SettingRow> {
    const [row] = await tx
      .select()
      .from(settings)
      .where(and(eq(settings.id, id), eq(settings.configKey, FOOTER_CONFIG_KEY)));
    if (!row) throw notFound('Footer page');
    return row;
  }

  private async assertPathFree(tx: Executor, configUrl: string, exceptId: string | null) {
    const [other] = await tx
      .select({ id: settings.id })
      .from(settings)
      .where(
        exceptId
          ? and(eq(settings.configUrl, configUrl), ne(settings.id, exceptId))
          : eq(settings.configUrl, configUrl),
      );
    if (other) throw pathTaken(configUrl);
  }

  /** A transaction whose unique-path race (two saves at once) answers as a taken path. */
  private async writing<T>(configUrl: string, write: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => write(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw pathTaken(configUrl);
      throw error;
    }
  }
}
