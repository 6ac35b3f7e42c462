// The header's logo and the footer's pages, prepared on the server for every rendered page: the
// HTML carries them, and the browser does not fetch them again before showing them.
import { allSettled, fork, serialize } from 'effector';
import type { ServerPageContext } from 'shared/ssr';
import {
  $footerItems,
  $footerStatus,
  FOOTER_LIMIT,
  type FooterItem,
  fetchFooterSettingsFx,
  footerNeeded,
} from '../features/footer/model';
import { fetchLogoFx } from '../features/header/model';
import { settingsAnswer } from '../lib/settingsAnswer';

export type SiteChrome = {
  /** Store values by sid, for the page's server state. */
  values: Record<string, unknown>;
  /** The footer's pages, or null when they could not be read. */
  footerItems: FooterItem[] | null;
};

const settingsFrom = async (body: unknown) => {
  const parsed = settingsAnswer.safeParse(body);
  if (!parsed.success) throw parsed.error;
  return parsed.data.data;
};

/** The settings the browser would fetch, asked in process; a failure leaves that part to it. */
export async function prepareSiteChrome({ getJson }: ServerPageContext): Promise<SiteChrome> {
  const scope = fork({
    handlers: [
      [
        fetchFooterSettingsFx,
        async () => settingsFrom(await getJson(`setting?limit=${FOOTER_LIMIT}`)),
      ],
      [
        fetchLogoFx,
        async () => {
          const settings = await settingsFrom(await getJson('setting/?configKey=LOGO'));
          return settings.find((setting) => setting.configValue)?.configValue ?? null;
        },
      ],
    ],
  });
  await Promise.all([allSettled(footerNeeded, { scope }), allSettled(fetchLogoFx, { scope })]);
  const footerRead = scope.getState($footerStatus) === 'ready';
  return {
    values: serialize(scope),
    footerItems: footerRead ? scope.getState($footerItems) : null,
  };
}
