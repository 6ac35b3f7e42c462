import { Badge, Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import type { Plan } from 'shared/contracts/subscriptions';
import { formatPrice } from 'shared/format';
import { useLanguage } from 'shared/i18n';
import { plansTexts } from './i18n';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  price: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
  features: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, flexGrow: 1 },
});

type Props = {
  plan: Plan;
  isCurrent: boolean;
  /** The free plan can still start (the user never had a plan). */
  freePlanAvailable: boolean;
  starting: boolean;
  onStartFree: () => void;
  onChoose: (planCode: string) => void;
};

/** One plan: price (GST on top), how many listings for how long, what it includes, its action. */
export function PlanCard({
  plan,
  isCurrent,
  freePlanAvailable,
  starting,
  onStartFree,
  onChoose,
}: Props) {
  const t = plansTexts.useT();
  const language = useLanguage();
  const styles = useStyles();
  const headingId = `plan-${plan.code}`;
  const free = plan.priceRupees === 0;
  return (
    <Card className={styles.card} role="article" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {plan.name}
        {isCurrent ? <Badge appearance="tint">{t('plan.current')}</Badge> : null}
      </h3>
      <p className={styles.price}>
        {free
          ? t('plan.free')
          : t('plan.price', { price: formatPrice(plan.priceRupees, language) })}
      </p>
      {free ? null : <p className={styles.note}>{t('plan.gstNote')}</p>}
      <p className={styles.note}>
        {t('plan.quota', { quota: plan.propertyQuota, days: plan.durationDays })}
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {free ? (
        freePlanAvailable ? (
          <Button appearance="primary" disabled={starting} onClick={onStartFree}>
            {starting ? t('free.starting') : t('free.start')}
          </Button>
        ) : (
          <p className={styles.note}>{t('free.used')}</p>
        )
      ) : (
        <Button appearance="primary" onClick={() => onChoose(plan.code)}>
          {t('plan.choose', { plan: plan.name })}
        </Button>
      )}
    </Card>
  );
}
