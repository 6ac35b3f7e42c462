import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Plan } from 'shared/contracts/subscriptions';
import { navigateFx } from 'shared/navigation';
import { notifySuccessFx } from 'shared/ui/notify';
import { ADD_PROPERTY, checkoutPath } from '../checkout/paths';
import { reasonOf } from '../checkout/reason';
import { type CurrentPlan, fetchCurrentPlan, fetchPlans, startFreePlan } from './api';
import { plansTexts } from './i18n';

export type Loadable<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  | { kind: 'failed'; message: string };

// UI events
export const plansPageOpened = createEvent();
export const plansRetryClicked = createEvent();
export const startFreeClicked = createEvent();
export const choosePlanClicked = createEvent<string>();

// effects
export const fetchPlansFx = createEffect(fetchPlans);
export const fetchCurrentPlanFx = createEffect(fetchCurrentPlan);
export const startFreePlanFx = createEffect(startFreePlan);

// data
export const $plans = createStore<Loadable<Plan[]>>({ kind: 'loading' })
  .on(fetchPlansFx, () => ({ kind: 'loading' }))
  .on(fetchPlansFx.doneData, (_, plans) => ({ kind: 'ready', value: plans }))
  .on(fetchPlansFx.failData, (_, error) => ({
    kind: 'failed',
    message: plansTexts.t('plans.loadFailed', { reason: reasonOf(error) }),
  }));
export const $currentPlan = createStore<Loadable<CurrentPlan>>({ kind: 'loading' })
  .on(fetchCurrentPlanFx, (state) => (state.kind === 'ready' ? state : { kind: 'loading' }))
  .on([fetchCurrentPlanFx.doneData, startFreePlanFx.doneData], (_, value) => ({
    kind: 'ready',
    value,
  }))
  .on(fetchCurrentPlanFx.failData, (_, error) => ({
    kind: 'failed',
    message: plansTexts.t('current.loadFailed', { reason: reasonOf(error) }),
  }));
/** Why the free plan did not start (it was used before: 409 with the api's words). */
export const $freePlanError = createStore<string | null>(null)
  .on(startFreePlanFx.failData, (_, error) =>
    plansTexts.t('free.failed', { reason: reasonOf(error) }),
  )
  .reset([plansPageOpened, startFreePlanFx]);

// logic
sample({ clock: [plansPageOpened, plansRetryClicked], target: [fetchPlansFx, fetchCurrentPlanFx] });

sample({
  clock: startFreeClicked,
  source: startFreePlanFx.pending,
  filter: (pending) => !pending,
  fn: () => undefined,
  target: startFreePlanFx,
});
// Started: straight into the wizard (its guard's posting check now says yes).
sample({
  clock: startFreePlanFx.done,
  fn: () => plansTexts.t('free.started'),
  target: notifySuccessFx,
});
sample({ clock: startFreePlanFx.done, fn: () => ({ to: ADD_PROPERTY }), target: navigateFx });
// A refusal means the free plan was used before: what the page shows must follow.
sample({ clock: startFreePlanFx.fail, target: fetchCurrentPlanFx });

sample({
  clock: choosePlanClicked,
  fn: (planCode) => ({ to: checkoutPath(planCode) }),
  target: navigateFx,
});
