import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import { LoadFailed } from '../frame/LoadFailed';
import { CurrentPlanSection } from './CurrentPlanSection';
import { plansTexts } from './i18n';
import {
  $currentPlan,
  $freePlanError,
  $plans,
  choosePlanClicked,
  plansPageOpened,
  plansRetryClicked,
  startFreeClicked,
  startFreePlanFx,
} from './model';
import { PlanCard } from './PlanCard';
import { InvoiceSection } from './payments/InvoiceSection';
import { PaymentsSection } from './payments/PaymentsSection';
import { refusalMessage } from './refusal';

const useStyles = makeStyles({
  page: {
    maxWidth: '1100px',
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/**
 * /subscriptions/plan: why the user was sent here (spec §6), the plan now and its quota, the
 * plans (the free one starts with one click, a paid one goes to checkout) and the payments with
 * their invoices.
 */
export function PlansPage() {
  const t = plansTexts.useT();
  const styles = useStyles();
  const { state } = useLocation();
  const refusal = refusalMessage(state, t);
  const [plans, current, freeError, starting, opened, retry, startFree, choose] = useUnit([
    $plans,
    $currentPlan,
    $freePlanError,
    startFreePlanFx.pending,
    plansPageOpened,
    plansRetryClicked,
    startFreeClicked,
    choosePlanClicked,
  ]);
  useDocumentTitle(t('page.title'));

  useEffect(() => {
    opened();
  }, [opened]);

  const currentCode = current.kind === 'ready' ? (current.value.current?.planCode ?? null) : null;
  const freePlanAvailable = current.kind === 'ready' && current.value.freePlanAvailable;
  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      {refusal ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      <CurrentPlanSection />
      <section className={styles.section} aria-labelledby="plans-heading">
        <h2 id="plans-heading" className={styles.heading}>
          {t('plans.heading')}
        </h2>
        {freeError ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{freeError}</MessageBarBody>
          </MessageBar>
        ) : null}
        {plans.kind === 'loading' ? <Spinner label={t('plans.loading')} /> : null}
        {plans.kind === 'failed' ? (
          <LoadFailed message={plans.message} retryText={t('retry')} onRetry={() => retry()} />
        ) : null}
        {plans.kind === 'ready' ? (
          <div className={styles.grid}>
            {plans.value.map((plan) => (
              <PlanCard
                key={plan.code}
                plan={plan}
                isCurrent={plan.code === currentCode}
                freePlanAvailable={freePlanAvailable}
                starting={starting}
                onStartFree={() => startFree()}
                onChoose={choose}
              />
            ))}
          </div>
        ) : null}
      </section>
      <PaymentsSection />
      <InvoiceSection />
    </div>
  );
}
