import { attach, createEvent, sample } from 'effector';
import { logoutFx } from 'shared/auth';
import { navigateFx } from 'shared/navigation';
import { notifySuccessFx } from 'shared/ui/notify';
import { shellTexts } from '../../i18n';

export type MenuDestination = { to: string };

// UI events
export const menuItemChosen = createEvent<string>();
export const logoutClicked = createEvent();

const signOutFx = attach({ effect: logoutFx });
export const $isLoggingOut = signOutFx.pending;

export const settingsPath = (userId: string) => `/create-profile/${encodeURIComponent(userId)}`;

// logic
sample({ clock: menuItemChosen, fn: (to) => ({ to }), target: navigateFx });

sample({ clock: logoutClicked, target: signOutFx });
// shared's logoutFx resets the session whatever the server answers; the visitor is logged out.
sample({
  clock: signOutFx.finally,
  fn: () => shellTexts.t('userMenu.logoutSuccess'),
  target: notifySuccessFx,
});
sample({ clock: signOutFx.finally, fn: () => ({ to: '/' }), target: navigateFx });
