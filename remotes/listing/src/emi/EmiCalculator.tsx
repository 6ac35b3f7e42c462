import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { listingTexts } from '../i18n';
import { formatRupees } from './emi';
import {
  $breakdown,
  $loanAmount,
  $ratePercent,
  $tenureYears,
  loanAmountChanged,
  ratePercentChanged,
  tenureYearsChanged,
} from './model';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  inputs: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  },
  result: {
    maxWidth: '420px',
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    gap: tokens.spacingVerticalXS,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, textAlign: 'right' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
});

const toNumber = (raw: string) => (raw.trim() === '' ? 0 : Number(raw));

export function EmiCalculator() {
  const styles = useStyles();
  const t = listingTexts.useT();
  const [loan, rate, years, breakdown, setLoan, setRate, setYears] = useUnit([
    $loanAmount,
    $ratePercent,
    $tenureYears,
    $breakdown,
    loanAmountChanged,
    ratePercentChanged,
    tenureYearsChanged,
  ]);
  return (
    <section className={styles.box} aria-labelledby="emi-heading">
      <h2 id="emi-heading" className={styles.heading}>
        {t('emi.heading')}
      </h2>
      <div className={styles.inputs}>
        <Field label={t('emi.loan')}>
          <Input
            type="number"
            min={0}
            step={10000}
            value={String(loan)}
            onChange={(_, data) => setLoan(toNumber(data.value))}
          />
        </Field>
        <Field label={t('emi.rate')}>
          <Input
            type="number"
            min={0}
            max={30}
            step={0.05}
            value={String(rate)}
            onChange={(_, data) => setRate(toNumber(data.value))}
          />
        </Field>
        <Field label={t('emi.tenure')}>
          <Input
            type="number"
            min={1}
            max={40}
            value={String(years)}
            onChange={(_, data) => setYears(toNumber(data.value))}
          />
        </Field>
      </div>
      {breakdown ? (
        <dl className={styles.result} aria-live="polite">
          <dt className={styles.term}>{t('emi.monthly')}</dt>
          <dd className={styles.value}>{formatRupees(breakdown.monthly)}</dd>
          <dt className={styles.term}>{t('emi.totalInterest')}</dt>
          <dd className={styles.value}>{formatRupees(breakdown.totalInterest)}</dd>
          <dt className={styles.term}>{t('emi.totalPayable')}</dt>
          <dd className={styles.value}>{formatRupees(breakdown.totalPayable)}</dd>
        </dl>
      ) : (
        <p role="alert">{t('emi.invalid')}</p>
      )}
    </section>
  );
}
