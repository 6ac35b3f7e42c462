import { createEffect, createEvent, createStore, sample } from 'effector';

// Toasts go through effects so models stay free of side effects (and tests can watch them).
// react-hot-toast (about 5 KB gzip) loads with the first toast, not with the first page: its
// toasts live in a module-level store, so the shell's toaster shows them once it has mounted.
const toaster = () => import('react-hot-toast').then((module) => module.default);

const toastShown = createEvent();
/** True once a toast was asked for: the shell mounts its toaster from then on. */
export const $toasterWanted = createStore(false, { serialize: 'ignore' });
sample({ clock: toastShown, fn: () => true, target: $toasterWanted });

export const notifySuccessFx = createEffect(async (message: string) => {
  (await toaster()).success(message);
});

export const notifyErrorFx = createEffect(async (message: string) => {
  (await toaster()).error(message);
});

export const notifyInfoFx = createEffect(async (message: string) => {
  (await toaster())(message);
});

sample({ clock: [notifySuccessFx, notifyErrorFx, notifyInfoFx], target: toastShown });
