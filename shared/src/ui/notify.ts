import { createEffect, createEvent, createStore, sample } from 'effector';

// Toasts go through effects so models stay free of side effects (and tests can watch them).
// react-hot-toast (about 5 KB gzip) loads with the first toast, not with the first page: its
// toasts live in a module-level store, so the shell's toaster shows them once it has mounted.
const toaster = () => import('react-hot-toast').then((module) => module.default);

const toastShown = createEvent();
/** True once a toast was asked for: the shell mounts its toaster from then on. */
export const $toasterWanted = createStore(false, { serialize: 'ignore' });
sample({ clock: toastShown, fn: () => true, target: $toasterWanted });

// The message is the toast's id: the same message asked for twice (a double click) shows once.
const notifyFx = (kind?: 'success' | 'error') =>
  createEffect(async (message: string) => {
    const toast = await toaster();
    (kind ? toast[kind] : toast)(message, { id: message });
  });

export const notifySuccessFx = notifyFx('success');
export const notifyErrorFx = notifyFx('error');
export const notifyInfoFx = notifyFx();

sample({ clock: [notifySuccessFx, notifyErrorFx, notifyInfoFx], target: toastShown });
