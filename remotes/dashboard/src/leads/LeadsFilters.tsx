import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { leadsTexts } from './i18n';
import { $exporting, $searchInput, exportClicked, searchTyped } from './model';
import { type LeadsPageQuery, rangeIsReversed } from './query';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  search: { flexGrow: 1, minWidth: '220px' },
});

type Props = { query: LeadsPageQuery; onChange: (patch: Partial<LeadsPageQuery>) => void };

/** Search, From / To days, status, and the CSV export of what they select. */
export function LeadsFilters({ query, onChange }: Props) {
  const styles = useStyles();
  const t = leadsTexts.useT();
  const [searchInput, typed, exporting, exportNow] = useUnit([
    $searchInput,
    searchTyped,
    $exporting,
    exportClicked,
  ]);
  const reversed = rangeIsReversed(query);
  return (
    <search className={styles.filters} aria-label={t('filters')}>
      <Field className={styles.search} label={t('search.label')}>
        <Input
          type="search"
          value={searchInput}
          placeholder={t('search.placeholder')}
          maxLength={100}
          onChange={(_, data) => typed(data.value)}
        />
      </Field>
      <Field
        label={t('from')}
        validationState={reversed ? 'error' : 'none'}
        validationMessage={reversed ? t('rangeProblem') : undefined}
      >
        <Input
          type="date"
          value={query.startDate}
          max={query.endDate || undefined}
          onChange={(_, data) => onChange({ startDate: data.value })}
        />
      </Field>
      <Field label={t('to')}>
        <Input
          type="date"
          value={query.endDate}
          min={query.startDate || undefined}
          onChange={(_, data) => onChange({ endDate: data.value })}
        />
      </Field>
      <Field label={t('status.label')}>
        <Select
          value={query.status}
          onChange={(_, data) => onChange({ status: data.value as LeadsPageQuery['status'] })}
        >
          <option value="">{t('status.all')}</option>
          <option value="new">{t('status.new')}</option>
          <option value="contacted">{t('status.contacted')}</option>
        </Select>
      </Field>
      <Button disabledFocusable={exporting || reversed} onClick={() => exportNow()}>
        {exporting ? t('exporting') : t('export')}
      </Button>
    </search>
  );
}
