import { attach, createEvent, createStore, sample } from 'effector';
import type { NavigateFunction } from 'react-router-dom';

export type NavigationTarget = { to: string; state?: unknown; replace?: boolean };

/** Set by <NavigationBridge/> so models can navigate inside the router of the current scope. */
export const navigatorAttached = createEvent<NavigateFunction>();
export const $navigator = createStore<NavigateFunction | null>(null, { serialize: 'ignore' });

sample({ clock: navigatorAttached, target: $navigator });

export const navigateFx = attach({
  source: $navigator,
  effect(navigate, { to, state, replace }: NavigationTarget) {
    navigate?.(to, { state, replace });
  },
});
