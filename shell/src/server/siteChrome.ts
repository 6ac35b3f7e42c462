// The header's logo and the footer's pages, prepared on the server for every rendered page: the
// HTML carries them, and the browser does not fetch them again before showing them.
import { allSettled, fork, serialize } from 'effector';
import type { ServerPageContext } from 'shared/ssr';
import {
  $footerItems,
  $footerStatus,
  type FooterItem,
  fetchFooterSettingsFx,
  footerNeeded,
  footerSettings,
} from '../features/footer/model';
import { fetchLogoFx, logoUrl } from '../features/header/model';

export type SiteChrome = {
  /** Store values by sid, for the page's server state. */
  values: Record<string, unknown>;
  /** The footer's pages, or null when they could not be read. */
  footerItems: FooterItem[] | null;
};

/** The settings the browser would fetch, asked in process; a failure leaves that part to it. */
export async function prepareSiteChrome({ getJson }: ServerPageContext): Promise<SiteChrome> {
  const scope = fork({
    handlers: [
      [fetchFooterSettingsFx, () => footerSettings(getJson)],
      [fetchLogoFx, () => logoUrl(getJson)],
    ],
  });
  await Promise.all([allSettled(footerNeeded, { scope }), allSettled(fetchLogoFx, { scope })]);
  const footerRead = scope.getState($footerStatus) === 'ready';
  return {
    values: serialize(scope),
    footerItems: footerRead ? scope.getState($footerItems) : null,
  };
}
