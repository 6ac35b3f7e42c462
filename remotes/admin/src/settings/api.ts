import type {
  AdminFooterPage,
  AdminSettingsAnswer,
  FooterPageBody,
  SettingKey,
} from 'shared/contracts/adminSettings';
import { adminApi, request } from 'shared/http';
import { settingsTexts } from './i18n';

export type AdminSettings = AdminSettingsAnswer['data'];

const contracts = () => import('shared/contracts/adminSettings');
const fallback = () => settingsTexts.t('unknownProblem');

/** GET admin/settings: footer pages in footer order, the logo's URL, the other keys. */
export async function fetchSettings(): Promise<AdminSettings> {
  const call = adminApi.get('admin/settings').json();
  const [{ adminSettingsAnswerSchema }] = await Promise.all([contracts(), call.catch(() => null)]);
  return (await request(adminSettingsAnswerSchema, call, fallback())).data;
}

/** POST admin/settings (new) or PATCH admin/settings/{id}: the page as saved (sanitised). */
export async function savePage(id: string | null, body: FooterPageBody): Promise<AdminFooterPage> {
  const { adminFooterPageAnswerSchema } = await contracts();
  const call = id
    ? adminApi.patch(body, `admin/settings/${encodeURIComponent(id)}`).json()
    : adminApi.post(body, 'admin/settings').json();
  return (await request(adminFooterPageAnswerSchema, call, fallback())).data;
}

export async function deletePage(id: string): Promise<void> {
  const { adminPlainAnswerSchema } = await contracts();
  await request(
    adminPlainAnswerSchema,
    adminApi.delete(`admin/settings/${encodeURIComponent(id)}`).json(),
    fallback(),
  );
}

/** PUT admin/settings/order: every footer page's id, in the new order. */
export async function reorderPages(ids: string[]): Promise<void> {
  const { adminPlainAnswerSchema } = await contracts();
  await request(
    adminPlainAnswerSchema,
    adminApi.put({ ids }, 'admin/settings/order').json(),
    fallback(),
  );
}

/** PUT admin/settings/key/{key} `{ value }` (null clears it). */
export async function saveKey(key: SettingKey, value: string | null): Promise<string | null> {
  const { adminSettingValueAnswerSchema } = await contracts();
  const answer = await request(
    adminSettingValueAnswerSchema,
    adminApi.put({ value }, `admin/settings/key/${key}`).json(),
    fallback(),
  );
  return answer.data.value;
}

/** POST admin/settings/logo with the image as the body: the stored logo's URL. */
export async function uploadLogo(file: Blob): Promise<string> {
  const { adminSettingValueAnswerSchema } = await contracts();
  const answer = await request(
    adminSettingValueAnswerSchema,
    adminApi
      .url('admin/settings/logo')
      .headers({ 'Content-Type': file.type })
      .body(file)
      .post()
      .json(),
    fallback(),
  );
  return answer.data.value ?? '';
}
