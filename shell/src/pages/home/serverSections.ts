import { createStore } from 'effector';
import type { RemoteName } from '../../remotes/names';

export type HomeSection = { remote: RemoteName; module: string };

/** The remote sections under the home page's hero, in page order. */
export const HOME_SECTIONS = [
  { remote: 'listing', module: 'RecentListings' },
] as const satisfies readonly HomeSection[];

export const sectionKey = ({ remote, module }: HomeSection) => `${remote}/${module}`;

/**
 * The sections whose first screen this page's HTML carries: the server sets it for the sections
 * it rendered (a remote it does not render stays the browser's), the browser reads it to hydrate.
 */
export const $serverRenderedSections = createStore<string[]>([], {
  sid: 'shell/home/serverSections',
});
