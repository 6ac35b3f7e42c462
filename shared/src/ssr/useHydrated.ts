import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates server HTML, true after (and at once in a page
 * rendered in the browser): what depends on this browser alone (the signed-in user) waits for
 * it, so hydration sees exactly what the server rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
