import { Card, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useLanguage } from 'shared/i18n';
import { formatDay } from '../days/dates';
import { LoadFailed } from '../frame/LoadFailed';
import { plansTexts } from './i18n';
import { $currentPlan, plansRetryClicked } from './model';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  figure: { margin: 0, fontSize: tokens.fontSizeBase400 },
});

/** The user's plan now: listings left of its quota, days left and its end date. */
export function CurrentPlanSection() {
  const t = plansTexts.useT();
  const language = useLanguage();
  const styles = useStyles();
  const [current, retry] = useUnit([$currentPlan, plansRetryClicked]);
  return (
    <Card className={styles.card} role="region" aria-labelledby="current-plan-heading">
      <h2 id="current-plan-heading" className={styles.heading}>
        {t('current.heading')}
      </h2>
      {current.kind === 'loading' ? <Spinner size="small" label={t('current.loading')} /> : null}
      {current.kind === 'failed' ? (
        <LoadFailed message={current.message} retryText={t('retry')} onRetry={() => retry()} />
      ) : null}
      {current.kind === 'ready' && current.value.current ? (
        <>
          <p className={styles.figure}>
            {t('current.plan', {
              plan: current.value.current.planName,
              left: current.value.current.listingsLeft,
              quota: current.value.current.propertyQuota,
            })}
          </p>
          <p>
            {t('current.ends', {
              days: current.value.current.daysLeft,
              date: formatDay(current.value.current.endsAt, language),
            })}
          </p>
        </>
      ) : null}
      {current.kind === 'ready' && !current.value.current ? (
        <p>{current.value.freePlanAvailable ? t('current.noneYet') : t('current.none')}</p>
      ) : null}
    </Card>
  );
}
