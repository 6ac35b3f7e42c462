import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLanguage } from 'shared/i18n';
import { formatDay } from './format';
import { dashboardTexts } from './i18n';
import {
  customProblem,
  daysBefore,
  type Period,
  type PeriodChoice,
  type PeriodProblem,
  PRESETS,
} from './period';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  showing: { margin: 0, color: tokens.colorNeutralForeground3, flexBasis: '100%' },
});

/**
 * The dashboard's period: the last 7, 30 or 90 days at once, or a custom from/to shown once both
 * dates make a valid period (the api's own rules: at most 366 days, not after today).
 */
export function PeriodPicker({
  period,
  today,
  onChange,
}: {
  period: Period;
  today: string;
  onChange: (period: Period) => void;
}) {
  const styles = useStyles();
  const t = dashboardTexts.useT();
  const language = useLanguage();
  const [choice, setChoice] = useState<PeriodChoice>(period.choice);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  useEffect(() => {
    setChoice(period.choice);
    setFrom(period.from);
    setTo(period.to);
  }, [period]);

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setProblem(null);
    if (next !== 'custom')
      onChange({ choice: next, from: daysBefore(today, Number(next) - 1), to: today });
  };
  const apply = () => {
    const found = customProblem(from, to, today);
    setProblem(found);
    if (!found) onChange({ choice: 'custom', from, to });
  };

  return (
    <div className={styles.root}>
      <Field label={t('period.label')}>
        <Select value={choice} onChange={(_, data) => choose(data.value as PeriodChoice)}>
          {PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`period.last${preset}`)}
            </option>
          ))}
          <option value="custom">{t('period.custom')}</option>
        </Select>
      </Field>
      {choice === 'custom' ? (
        <>
          <Field
            label={t('period.from')}
            validationState={problem ? 'error' : 'none'}
            validationMessage={problem ? t(problem) : undefined}
          >
            <Input
              type="date"
              value={from}
              max={today}
              onChange={(_, data) => setFrom(data.value)}
            />
          </Field>
          <Field label={t('period.to')}>
            <Input type="date" value={to} max={today} onChange={(_, data) => setTo(data.value)} />
          </Field>
          <Button appearance="primary" onClick={apply}>
            {t('period.apply')}
          </Button>
        </>
      ) : null}
      <p className={styles.showing} aria-live="polite">
        {t('period.showing', {
          from: formatDay(period.from, language),
          to: formatDay(period.to, language),
        })}
      </p>
    </div>
  );
}
