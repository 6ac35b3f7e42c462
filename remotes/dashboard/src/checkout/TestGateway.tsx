import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { checkoutTexts } from './i18n';
import { $quote, $testPaymentId, sendTestOutcomeFx, testOutcomeChosen } from './model';
import { formatPaise } from './money';

const useStyles = makeStyles({
  gateway: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThicker} solid ${tokens.colorPaletteMarigoldBorderActive}`,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * The local test gateway (PAYMENT_GATEWAY=test, the default) in place of a gateway's window:
 * the tester decides what the payment does. Focus moves to it when it opens.
 */
export function TestGateway() {
  const t = checkoutTexts.useT();
  const styles = useStyles();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [paymentId, quote, sending, choose] = useUnit([
    $testPaymentId,
    $quote,
    sendTestOutcomeFx.pending,
    testOutcomeChosen,
  ]);
  useEffect(() => {
    if (paymentId) heading.current?.focus();
  }, [paymentId]);
  if (!paymentId) return null;
  return (
    <Card className={styles.gateway} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t('gateway.title')}
      </h2>
      <p>{t('gateway.body', { amount: quote ? formatPaise(quote.amountPaise) : '' })}</p>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={sending} onClick={() => choose('success')}>
          {t('gateway.success')}
        </Button>
        <Button disabled={sending} onClick={() => choose('failure')}>
          {t('gateway.failure')}
        </Button>
        <Button disabled={sending} onClick={() => choose('cancel')}>
          {t('gateway.cancel')}
        </Button>
      </div>
    </Card>
  );
}
