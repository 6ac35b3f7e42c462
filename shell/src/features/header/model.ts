import { createEffect, createEvent, createStore, sample } from 'effector';
import { request, userApi } from 'shared/http';
import type { ServerPageContext } from 'shared/ssr';
import { settingsAnswer } from '../../lib/settingsAnswer';
import { loginRequested } from '../login/model';
import { postPropertyClicked } from '../post-property/model';
import { drawerSearch } from '../search/model';
import { logoutClicked, menuItemChosen } from '../user-menu/model';

// data
export const $logoUrl = createStore<string | null>(null, { sid: 'shell/header/logoUrl' });
export const $isDrawerOpen = createStore(false);

// UI events
export const headerMounted = createEvent();
export const drawerOpened = createEvent();
export const drawerClosed = createEvent();

/**
 * GET setting/?configKey=LOGO: the first entry's configValue is the logo's URL. The server
 * renderer passes its own, in-process, `getJson`.
 */
export async function logoUrl(
  getJson: ServerPageContext['getJson'] = (path) => userApi.get(path).json(),
): Promise<string | null> {
  const answer = await request(settingsAnswer, getJson('setting/?configKey=LOGO'));
  return answer.data.find((setting) => setting.configValue)?.configValue ?? null;
}

export const fetchLogoFx = createEffect(() => logoUrl());

/** Only our own paths or https images: a setting must not smuggle in another scheme. */
export function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  return /^(https:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null;
}

// logic
sample({
  clock: headerMounted,
  source: { logo: $logoUrl, pending: fetchLogoFx.pending },
  filter: ({ logo, pending }) => logo === null && !pending,
  target: fetchLogoFx,
});
$logoUrl.on(fetchLogoFx.doneData, (_, url) => safeImageUrl(url));

$isDrawerOpen
  .on(drawerOpened, () => true)
  .reset([
    drawerClosed,
    menuItemChosen,
    loginRequested,
    postPropertyClicked,
    logoutClicked,
    drawerSearch.submitted,
    drawerSearch.suggestionPicked,
  ]);
