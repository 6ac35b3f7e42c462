import {
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from 'shared/i18n';
import { useDocumentTitle } from 'shared/ssr';
import { formatDay } from '../../days/dates';
import { LoadFailed } from '../../frame/LoadFailed';
import { checkoutTexts } from '../i18n';
import { formatPaise } from '../money';
import { ADD_PROPERTY, checkoutPath, PLAN_PAGE } from '../paths';
import { useCheckoutStyles } from '../styles';
import {
  $successView,
  checkAgainClicked,
  type SuccessView,
  successClosed,
  successOpened,
} from './model';

const headingKey = {
  loading: 'success.loadingTitle',
  active: 'success.title',
  pending: 'success.pendingTitle',
  failed: 'success.failedTitle',
  cancelled: 'success.cancelledTitle',
  missing: 'success.missingTitle',
  error: 'success.missingTitle',
} as const satisfies Record<SuccessView['kind'], string>;

/**
 * /Success?payment={id}: what the server says about the payment. It never activates anything:
 * the api does that on the gateway's confirmation; until then the page asks again a few times.
 */
export function SuccessPage() {
  const t = checkoutTexts.useT();
  const language = useLanguage();
  const styles = useCheckoutStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const [view, open, close, checkAgain] = useUnit([
    $successView,
    successOpened,
    successClosed,
    checkAgainClicked,
  ]);
  const title = t(headingKey[view.kind]);
  useDocumentTitle(title);

  useEffect(() => {
    open(paymentId);
    return () => close();
  }, [open, close, paymentId]);

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {view.kind === 'loading' ? <Spinner label={t('success.loading')} /> : null}
      {view.kind === 'active' ? (
        <Card className={styles.card}>
          <p>{t('success.active', { plan: view.payment.planName })}</p>
          <p>
            {t('success.quota', {
              quota: view.payment.subscription.propertyQuota,
              date: formatDay(view.payment.subscription.endsAt, language),
            })}
          </p>
          <p>{t('success.paid', { amount: formatPaise(view.payment.amountPaise) })}</p>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => navigate(ADD_PROPERTY)}>
              {t('success.post')}
            </Button>
            <Link to={PLAN_PAGE}>{t('success.invoice')}</Link>
          </div>
        </Card>
      ) : null}
      {view.kind === 'pending' ? (
        <MessageBar intent={view.stillPolling ? 'info' : 'warning'} layout="multiline">
          <MessageBarBody>
            {view.stillPolling
              ? t('success.pending', { amount: formatPaise(view.payment.amountPaise) })
              : t('success.stillPending')}
          </MessageBarBody>
          {view.stillPolling ? null : (
            <MessageBarActions>
              <Button onClick={() => checkAgain()}>{t('success.checkAgain')}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      ) : null}
      {view.kind === 'pending' && view.stillPolling ? (
        <Spinner label={t('success.waiting')} />
      ) : null}
      {view.kind === 'failed' || view.kind === 'cancelled' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {t(view.kind === 'failed' ? 'success.failed' : 'success.cancelled')}{' '}
            <Link to={checkoutPath(view.payment.planCode)}>{t('success.tryAgain')}</Link>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {view.kind === 'missing' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {t('success.missing')} <Link to={PLAN_PAGE}>{t('success.toPlans')}</Link>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {view.kind === 'error' ? (
        <LoadFailed
          message={t('success.error', { reason: view.reason })}
          retryText={t('success.retry')}
          onRetry={() => checkAgain()}
        />
      ) : null}
    </div>
  );
}
