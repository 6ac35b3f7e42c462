import { createEffect, createEvent, createStore, sample } from 'effector';
import type { AdminFooterPage, FooterPageBody, SettingKey } from 'shared/contracts/adminSettings';
import type { ApiFailure } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import * as api from './api';
import { settingsTexts } from './i18n';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

const messageOf = (failure: unknown): string => {
  const message = (failure as Partial<ApiFailure> | null)?.message;
  return typeof message === 'string' && message ? message : settingsTexts.t('unknownProblem');
};

// effects
export const fetchSettingsFx = createEffect(api.fetchSettings);
export const savePageFx = createEffect(
  ({ id, body }: { id: string | null; body: FooterPageBody }) => api.savePage(id, body),
);
export const deletePageFx = createEffect(api.deletePage);
export const reorderPagesFx = createEffect(api.reorderPages);
export const saveKeyFx = createEffect(
  ({ key, value }: { key: SettingKey; label: string; value: string | null }) =>
    api.saveKey(key, value),
);
export const uploadLogoFx = createEffect(api.uploadLogo);

// UI events
/** The screen opened or Retry was pressed. */
export const settingsOpened = createEvent();
/** null: a new page. */
export const editorOpened = createEvent<AdminFooterPage | null>();
export const editorClosed = createEvent();
export const pageSubmitted = createEvent<FooterPageBody>();
export const deleteAsked = createEvent<AdminFooterPage>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
export const pageMoved = createEvent<{ id: string; offset: -1 | 1 }>();
export const keySubmitted = createEvent<{ key: SettingKey; label: string; value: string }>();
export const logoSubmitted = createEvent<File>();

// data
export const $settings = createStore<api.AdminSettings | null>(null);
export const $status = createStore<LoadStatus>('idle');
export const $loadError = createStore<string | null>(null);
/** The editor dialog: which page (null = a new one), or closed. */
export const $editor = createStore<{ page: AdminFooterPage | null } | null>(null);
export const $saveError = createStore<string | null>(null);
export const $deleting = createStore<AdminFooterPage | null>(null);
export const $keyErrors = createStore<Partial<Record<SettingKey, string>>>({});
export const $logoError = createStore<string | null>(null);

// logic
sample({ clock: settingsOpened, target: fetchSettingsFx });
$status
  .on(fetchSettingsFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(fetchSettingsFx.done, () => 'ready')
  .on(fetchSettingsFx.fail, () => 'error');
$loadError.on(fetchSettingsFx.failData, (_, error) => messageOf(error)).reset(fetchSettingsFx.done);
$settings.on(fetchSettingsFx.doneData, (_, settings) => settings);

$editor.on(editorOpened, (_, page) => ({ page })).reset(editorClosed, savePageFx.done);
$saveError
  .on(savePageFx.failData, (_, error) => messageOf(error))
  .reset(editorOpened, editorClosed, savePageFx);
sample({
  clock: pageSubmitted,
  source: $editor,
  filter: Boolean,
  fn: (editor, body) => ({ id: editor.page?._id ?? null, body }),
  target: savePageFx,
});
sample({
  clock: savePageFx.done,
  fn: () => settingsTexts.t('footer.saved'),
  target: notifySuccessFx,
});

$deleting.on(deleteAsked, (_, page) => page).reset(deleteCancelled, deletePageFx.done);
sample({
  clock: deleteConfirmed,
  source: $deleting,
  filter: Boolean,
  fn: (page) => page._id,
  target: deletePageFx,
});
sample({
  clock: deletePageFx.done,
  fn: () => settingsTexts.t('footer.deleted'),
  target: notifySuccessFx,
});

/** Every footer page's id with `id` moved by `offset` places (null when it cannot move). */
export function movedOrder(pages: AdminFooterPage[], id: string, offset: -1 | 1): string[] | null {
  const ids = pages.map((page) => page._id);
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids;
}
const reorder = sample({
  clock: pageMoved,
  source: $settings,
  fn: (settings, { id, offset }) => movedOrder(settings?.footerPages ?? [], id, offset),
});
sample({ clock: reorder, filter: (ids): ids is string[] => ids !== null, target: reorderPagesFx });
sample({
  clock: reorderPagesFx.done,
  fn: () => settingsTexts.t('footer.orderSaved'),
  target: notifySuccessFx,
});

// Each write reads the settings again (the server's order, sanitised content, other staff's edits).
sample({
  clock: [savePageFx.done, deletePageFx.done, reorderPagesFx.done, reorderPagesFx.fail],
  target: fetchSettingsFx,
});
sample({
  clock: [deletePageFx.failData, reorderPagesFx.failData],
  fn: messageOf,
  target: notifyErrorFx,
});

sample({
  clock: keySubmitted,
  fn: ({ key, label, value }) => ({ key, label, value: value.trim() || null }),
  target: saveKeyFx,
});
$keyErrors
  .on(saveKeyFx.fail, (errors, { params, error }) => ({
    ...errors,
    [params.key]: messageOf(error),
  }))
  .on(saveKeyFx, (errors, { key }) => ({ ...errors, [key]: undefined }));
$settings.on(saveKeyFx.done, (settings, { params, result }) =>
  settings ? { ...settings, keys: { ...settings.keys, [params.key]: result } } : settings,
);
sample({
  clock: saveKeyFx.done,
  fn: ({ params }) => settingsTexts.t('keys.saved', { label: params.label }),
  target: notifySuccessFx,
});

sample({ clock: logoSubmitted, target: uploadLogoFx });
$logoError.on(uploadLogoFx.failData, (_, error) => messageOf(error)).reset(uploadLogoFx);
$settings.on(uploadLogoFx.doneData, (settings, logo) =>
  settings ? { ...settings, logo } : settings,
);
sample({
  clock: uploadLogoFx.done,
  fn: () => settingsTexts.t('logo.saved'),
  target: notifySuccessFx,
});
