// Navigation for effector models: the app's router hands its navigate function to the scope
// (<NavigationBridge/>), and models navigate through `navigateFx`. A federated singleton, so the
// shell's bridge serves the models of every remote.
import { attach, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';

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

/** Hands the router's navigate function to the effector models; render it inside the router. */
export function NavigationBridge() {
  const navigate = useNavigate();
  const attachNavigator = useUnit(navigatorAttached);
  useEffect(() => {
    attachNavigator(navigate);
  }, [attachNavigator, navigate]);
  return null;
}
