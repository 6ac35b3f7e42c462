import { createEffect } from 'effector';
import toast from 'react-hot-toast';

export const notifySuccessFx = createEffect((message: string) => {
  toast.success(message);
});

export const notifyErrorFx = createEffect((message: string) => {
  toast.error(message);
});

export const notifyInfoFx = createEffect((message: string) => {
  toast(message);
});
