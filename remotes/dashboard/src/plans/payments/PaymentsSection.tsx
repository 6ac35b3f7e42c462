import {
  Button,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { PaymentStatus } from 'shared/contracts/payments';
import { useLanguage } from 'shared/i18n';
import { formatPaise } from '../../checkout/money';
import { formatDay } from '../../days/dates';
import { LoadFailed } from '../../frame/LoadFailed';
import { plansTexts } from '../i18n';
import { $payments, invoiceOpened, paymentsRetryClicked } from './model';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  scroll: { overflowX: 'auto' },
  amount: { fontVariantNumeric: 'tabular-nums' },
});

const statusKey = {
  created: 'payments.status.created',
  paid: 'payments.status.paid',
  failed: 'payments.status.failed',
  cancelled: 'payments.status.cancelled',
} as const satisfies Record<PaymentStatus, string>;

/** The user's payments, newest first, each paid one with its GST invoice. */
export function PaymentsSection() {
  const t = plansTexts.useT();
  const language = useLanguage();
  const styles = useStyles();
  const [payments, retry, openInvoice] = useUnit([$payments, paymentsRetryClicked, invoiceOpened]);
  return (
    <section className={styles.section} aria-labelledby="payments-heading">
      <h2 id="payments-heading" className={styles.heading}>
        {t('payments.heading')}
      </h2>
      {payments.kind === 'loading' ? <Spinner size="small" label={t('payments.loading')} /> : null}
      {payments.kind === 'failed' ? (
        <LoadFailed message={payments.message} retryText={t('retry')} onRetry={() => retry()} />
      ) : null}
      {payments.kind === 'ready' && payments.value.length === 0 ? (
        <p>{t('payments.empty')}</p>
      ) : null}
      {payments.kind === 'ready' && payments.value.length > 0 ? (
        <div className={styles.scroll}>
          <Table aria-labelledby="payments-heading" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('payments.date')}</TableHeaderCell>
                <TableHeaderCell>{t('payments.plan')}</TableHeaderCell>
                <TableHeaderCell>{t('payments.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('payments.status')}</TableHeaderCell>
                <TableHeaderCell>{t('payments.invoice')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.value.map((payment) => {
                const date = formatDay(payment.paidAt ?? payment.createdAt, language);
                return (
                  <TableRow key={payment._id}>
                    <TableCell>{date}</TableCell>
                    <TableCell>{payment.planName}</TableCell>
                    <TableCell className={styles.amount}>
                      {formatPaise(payment.amountPaise)}
                    </TableCell>
                    <TableCell>{t(statusKey[payment.status])}</TableCell>
                    <TableCell>
                      {payment.invoiceId ? (
                        <Button
                          size="small"
                          aria-label={t('payments.openInvoice', { plan: payment.planName, date })}
                          onClick={() => openInvoice(payment.invoiceId as string)}
                        >
                          {t('payments.invoiceButton')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </section>
  );
}
