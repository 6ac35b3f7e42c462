import { Button, Card, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import { LoadFailed } from '../frame/LoadFailed';
import { CouponField } from './CouponField';
import { checkoutTexts } from './i18n';
import {
  $checkoutLoad,
  $payError,
  $paying,
  $quote,
  $testPaymentId,
  checkoutOpened,
  checkoutRetryClicked,
  payClicked,
} from './model';
import { formatPaise } from './money';
import { PriceBreakdown } from './PriceBreakdown';
import { PLAN_PAGE } from './paths';
import { useCheckoutStyles } from './styles';
import { TestGateway } from './TestGateway';

/** /checkout?plan={code}: the chosen paid plan, a coupon, the price with GST, and Pay. */
export function CheckoutPage() {
  const t = checkoutTexts.useT();
  const styles = useCheckoutStyles();
  const [params] = useSearchParams();
  const planCode = params.get('plan');
  const [load, quote, payError, paying, testPaymentId, open, retry, pay] = useUnit([
    $checkoutLoad,
    $quote,
    $payError,
    $paying,
    $testPaymentId,
    checkoutOpened,
    checkoutRetryClicked,
    payClicked,
  ]);
  useDocumentTitle(t('page.title'));

  useEffect(() => {
    open(planCode);
  }, [open, planCode]);

  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      {load.kind === 'loading' ? <Spinner label={t('load.loading')} /> : null}
      {load.kind === 'failed' ? (
        <LoadFailed message={load.message} retryText={t('load.retry')} onRetry={() => retry()} />
      ) : null}
      {load.kind === 'unavailable' || load.kind === 'refused' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {load.kind === 'refused' ? load.message : t('load.unavailable')}{' '}
            <Link to={PLAN_PAGE}>{t('load.toPlans')}</Link>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {load.kind === 'ready' && quote ? (
        <>
          <Card className={styles.card}>
            <h2 className={styles.heading}>{t('plan.heading', { plan: load.plan.name })}</h2>
            <p>
              {t('plan.summary', {
                quota: load.plan.propertyQuota,
                days: load.plan.durationDays,
              })}
            </p>
            <Link to={PLAN_PAGE}>{t('plan.change')}</Link>
          </Card>
          <Card className={styles.card}>
            <h2 className={styles.heading}>{t('breakdown.heading')}</h2>
            <CouponField />
            <PriceBreakdown quote={quote} />
          </Card>
          {payError ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{payError}</MessageBarBody>
            </MessageBar>
          ) : null}
          {testPaymentId ? (
            <TestGateway />
          ) : (
            <div className={styles.actions}>
              <Button appearance="primary" size="large" disabled={paying} onClick={() => pay()}>
                {paying
                  ? t('pay.working')
                  : payError
                    ? t('pay.tryAgain', { amount: formatPaise(quote.amountPaise) })
                    : t('pay.button', { amount: formatPaise(quote.amountPaise) })}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
