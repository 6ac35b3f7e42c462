import { createEffect } from 'effector';
import toast from 'react-hot-toast';

// Toasts go through effects so models stay free of side effects (and tests can watch them).
export const notifySuccessFx = createEffect((message: string) => {
  toast.success(message);
});

export const notifyErrorFx = createEffect((message: string) => {
  toast.error(message);
});

export const notifyInfoFx = createEffect((message: string) => {
  toast(message);
});
