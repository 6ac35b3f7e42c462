import { createEffect, createEvent, createStore, restore, sample } from 'effector';
import { delay } from 'patronum/delay';
import { fetchPayment, type Payment } from '../api';
import { reasonOf, statusOf } from '../reason';

/** A payment the gateway has not confirmed yet is asked about again this often, this many times. */
export const POLL_MS = 2000;
export const POLL_LIMIT = 8;

export type SuccessView =
  | { kind: 'loading' }
  /** Paid and the plan is active: what it gives and until when. */
  | { kind: 'active'; payment: Payment & { subscription: NonNullable<Payment['subscription']> } }
  /** Not confirmed yet (the webhook may still come): polled, then Check again. */
  | { kind: 'pending'; payment: Payment; stillPolling: boolean }
  | { kind: 'failed' | 'cancelled'; payment: Payment }
  /** No payment id in the URL, or not one of this user's payments. */
  | { kind: 'missing' }
  | { kind: 'error'; reason: string };

// UI events
export const successOpened = createEvent<string | null>();
export const successClosed = createEvent();
export const checkAgainClicked = createEvent();

// effects
export const fetchPaymentFx = createEffect(fetchPayment);

// data
const $paymentId = restore(successOpened, null);
const $open = createStore(false)
  .on(successOpened, () => true)
  .on(successClosed, () => false);
const $attempts = createStore(0)
  .on(fetchPaymentFx.done, (count) => count + 1)
  .reset([successOpened, checkAgainClicked]);
/** Seam for tests: the wait between two questions. */
export const $pollMs = createStore(POLL_MS);

export const $successView = createStore<SuccessView>({ kind: 'loading' })
  .on(successOpened, (_, id) => (id ? { kind: 'loading' } : { kind: 'missing' }))
  .on(fetchPaymentFx.failData, (_, error) => {
    const status = statusOf(error);
    return status === 404 || status === 400
      ? { kind: 'missing' }
      : { kind: 'error', reason: reasonOf(error) };
  });

// logic
sample({ clock: successOpened, filter: Boolean, target: fetchPaymentFx });
sample({ clock: checkAgainClicked, source: $paymentId, filter: Boolean, target: fetchPaymentFx });

sample({
  clock: fetchPaymentFx.doneData,
  source: $attempts,
  fn: (attempts, payment): SuccessView => {
    if (payment.status === 'paid' && payment.subscription)
      return { kind: 'active', payment: { ...payment, subscription: payment.subscription } };
    if (payment.status === 'failed' || payment.status === 'cancelled')
      return { kind: payment.status, payment };
    return { kind: 'pending', payment, stillPolling: attempts < POLL_LIMIT };
  },
  target: $successView,
});

const askAgain = sample({
  clock: $successView.updates,
  source: { id: $paymentId, open: $open },
  filter: ({ open }, view) => open && view.kind === 'pending' && view.stillPolling,
  fn: ({ id }) => id as string,
});
const askedLater = delay({ source: askAgain, timeout: $pollMs });
// Only while the page is open and still about the same payment.
sample({
  clock: askedLater,
  source: { id: $paymentId, open: $open },
  filter: ({ id, open }, asked) => open && id === asked,
  fn: (_, asked) => asked,
  target: fetchPaymentFx,
});
