import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Setting } from 'shared/contracts/settings';
import { request, userApi } from 'shared/http';
import type { ServerPageContext } from 'shared/ssr';
import { settingsAnswer } from '../../lib/settingsAnswer';

export const FOOTER_LIMIT = 20;

export type FooterItem = {
  id: string;
  title: string | null;
  configUrl: string;
  content: string | null;
};
export type FooterStatus = 'idle' | 'loading' | 'ready' | 'failed';

// data
// sids: a server-rendered page carries the footer it was rendered with.
export const $footerItems = createStore<FooterItem[]>([], { sid: 'shell/footer/items' });
export const $footerStatus = createStore<FooterStatus>('idle', { sid: 'shell/footer/status' });

// UI events
/** The footer or a static page needs the footer settings; fetched once per session. */
export const footerNeeded = createEvent();

/** GET setting (footer pages); the server renderer passes its own, in-process, `getJson`. */
export async function footerSettings(
  getJson: ServerPageContext['getJson'] = (path) => userApi.get(path).json(),
): Promise<Setting[]> {
  const answer = await request(settingsAnswer, getJson(`setting?limit=${FOOTER_LIMIT}`));
  return answer.data;
}

export const fetchFooterSettingsFx = createEffect(() => footerSettings());

// logic
sample({
  clock: footerNeeded,
  source: $footerStatus,
  filter: (status) => status === 'idle' || status === 'failed',
  target: fetchFooterSettingsFx,
});

$footerStatus
  .on(fetchFooterSettingsFx, () => 'loading')
  .on(fetchFooterSettingsFx.done, () => 'ready')
  .on(fetchFooterSettingsFx.fail, () => 'failed');

$footerItems.on(fetchFooterSettingsFx.doneData, (_, settings) =>
  settings.flatMap((setting) =>
    setting.configUrl
      ? [
          {
            id: setting._id,
            title: setting.title,
            configUrl: toPath(setting.configUrl),
            content: setting.content,
          },
        ]
      : [],
  ),
);

/** configUrl values may lack the leading slash or carry a trailing one. */
export function toPath(configUrl: string): string {
  const trimmed = configUrl.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

export function findFooterItem(items: FooterItem[], pathname: string): FooterItem | undefined {
  const wanted = toPath(safeDecode(pathname)).toLowerCase();
  return items.find((item) => item.configUrl.toLowerCase() === wanted);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
