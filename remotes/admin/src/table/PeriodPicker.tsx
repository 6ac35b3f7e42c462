import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { tableTexts } from './i18n';

const useStyles = makeStyles({
  period: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
  },
});

export type Period = { from?: string; to?: string };

type Props = Period & {
  /** Both ends as India days `YYYY-MM-DD` (inclusive); `undefined` = open end. */
  onChange: (period: Period) => void;
};

/**
 * Two labelled date fields (the browser's own picker). A start after the end is not sent: the
 * fields keep what was typed and say what to fix.
 */
export function PeriodPicker({ from, to, onChange }: Props) {
  const styles = useStyles();
  const t = tableTexts.useT();
  const [draft, setDraft] = useState<Period>({ from, to });
  useEffect(() => setDraft({ from, to }), [from, to]);
  const invalid = Boolean(draft.from && draft.to && draft.from > draft.to);
  const change = (next: Period) => {
    setDraft(next);
    if (next.from && next.to && next.from > next.to) return;
    onChange(next);
  };
  return (
    <div className={styles.period}>
      <Field label={t('period.from')} validationMessage={invalid ? t('period.invalid') : undefined}>
        <Input
          type="date"
          value={draft.from ?? ''}
          onChange={(_, data) => change({ ...draft, from: data.value || undefined })}
        />
      </Field>
      <Field label={t('period.to')}>
        <Input
          type="date"
          value={draft.to ?? ''}
          onChange={(_, data) => change({ ...draft, to: data.value || undefined })}
        />
      </Field>
    </div>
  );
}
