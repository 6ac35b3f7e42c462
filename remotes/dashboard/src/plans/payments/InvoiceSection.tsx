import {
  Button,
  Card,
  makeStaticStyles,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { LoadFailed } from '../../frame/LoadFailed';
import { plansTexts } from '../i18n';
import { InvoiceDocument } from './InvoiceDocument';
import { $invoice, invoiceClosed, invoiceRetryClicked } from './model';

/**
 * Printing while an invoice is open prints the invoice alone (the rest of the page is hidden);
 * without one open (`:has`), the page prints as it is. The invoice's rule repeats the `:has`
 * prefix to outweigh the hiding rule's specificity.
 */
const usePrintStyles = makeStaticStyles(`
@media print {
  body:has([data-printable-invoice]) * { visibility: hidden; }
  body:has([data-printable-invoice]) [data-printable-invoice],
  body:has([data-printable-invoice]) [data-printable-invoice] * { visibility: visible; }
  [data-printable-invoice] { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; }
}
`);

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    '@media print': { display: 'none' },
  },
});

/** The GST invoice of a payment below the payments, with Print and Close; focus moves to it. */
export function InvoiceSection() {
  const t = plansTexts.useT();
  usePrintStyles();
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const [view, close, retry] = useUnit([$invoice, invoiceClosed, invoiceRetryClicked]);
  const open = view.kind !== 'closed';
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <Card
      className={styles.card}
      role="region"
      aria-labelledby="invoice-heading"
      data-printable-invoice=""
    >
      <h2 id="invoice-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {t('invoice.title')}
      </h2>
      {view.kind === 'loading' ? <Spinner label={t('invoice.loading')} /> : null}
      {view.kind === 'failed' ? (
        <LoadFailed message={view.message} retryText={t('retry')} onRetry={() => retry()} />
      ) : null}
      {view.kind === 'ready' ? <InvoiceDocument invoice={view.invoice} /> : null}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={view.kind !== 'ready'}
          onClick={() => window.print()}
        >
          {t('invoice.print')}
        </Button>
        <Button onClick={() => close()}>{t('invoice.close')}</Button>
      </div>
    </Card>
  );
}
