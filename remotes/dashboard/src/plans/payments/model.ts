import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Invoice, Payment } from 'shared/contracts/payments';
import { reasonOf } from '../../checkout/reason';
import { fetchInvoice, fetchPayments } from '../api';
import { plansTexts } from '../i18n';
import type { Loadable } from '../model';
import { plansPageOpened } from '../model';

export type InvoiceView =
  | { kind: 'closed' }
  | { kind: 'loading'; invoiceId: string }
  | { kind: 'ready'; invoice: Invoice }
  | { kind: 'failed'; invoiceId: string; message: string };

// UI events
export const paymentsRetryClicked = createEvent();
export const invoiceOpened = createEvent<string>();
export const invoiceRetryClicked = createEvent();
export const invoiceClosed = createEvent();

// effects
export const fetchPaymentsFx = createEffect(fetchPayments);
export const fetchInvoiceFx = createEffect(fetchInvoice);

// data
export const $payments = createStore<Loadable<Payment[]>>({ kind: 'loading' })
  .on(fetchPaymentsFx, () => ({ kind: 'loading' }))
  .on(fetchPaymentsFx.doneData, (_, payments) => ({ kind: 'ready', value: payments }))
  .on(fetchPaymentsFx.failData, (_, error) => ({
    kind: 'failed',
    message: plansTexts.t('payments.loadFailed', { reason: reasonOf(error) }),
  }));
export const $invoice = createStore<InvoiceView>({ kind: 'closed' })
  .on(fetchInvoiceFx, (_, invoiceId) => ({ kind: 'loading', invoiceId }))
  .on(fetchInvoiceFx.done, (state, { params, result }) =>
    state.kind === 'loading' && state.invoiceId === params
      ? { kind: 'ready', invoice: result }
      : state,
  )
  .on(fetchInvoiceFx.fail, (state, { params, error }) =>
    state.kind === 'loading' && state.invoiceId === params
      ? {
          kind: 'failed',
          invoiceId: params,
          message: plansTexts.t('invoice.loadFailed', { reason: reasonOf(error) }),
        }
      : state,
  )
  .reset([invoiceClosed, plansPageOpened]);

// logic
sample({ clock: [plansPageOpened, paymentsRetryClicked], target: fetchPaymentsFx });
sample({ clock: invoiceOpened, target: fetchInvoiceFx });
sample({
  clock: invoiceRetryClicked,
  source: $invoice,
  filter: (view) => view.kind === 'failed',
  fn: (view) => (view.kind === 'failed' ? view.invoiceId : ''),
  target: fetchInvoiceFx,
});
