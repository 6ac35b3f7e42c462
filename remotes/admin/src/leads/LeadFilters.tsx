import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { LEAD_DISPATCH_STATUSES, LEAD_SOURCES } from 'shared/contracts/adminLeads';
import { FilterSelect } from '../table/FilterSelect';
import { PeriodPicker } from '../table/PeriodPicker';
import { SearchBox } from '../table/SearchBox';
import { leadsTexts } from './i18n';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  city: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

export type LeadFilterValues = {
  search?: string;
  from?: string;
  to?: string;
  city?: string;
  status?: string;
  source?: string;
};

type Props = {
  values: LeadFilterValues;
  onChange: (patch: LeadFilterValues) => void;
  /** The period and source filters (the generated-leads screen). */
  full?: boolean;
};

/** A city applies on Enter or its button (each change is a request). */
function CityFilter({ value, onApply }: { value?: string; onApply: (city?: string) => void }) {
  const styles = useStyles();
  const t = leadsTexts.useT();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim() || undefined);
  };
  return (
    <form className={styles.city} onSubmit={apply}>
      <Field label={t('filter.city')} hint={t('filter.cityHint')}>
        <Input value={draft} maxLength={80} onChange={(_, data) => setDraft(data.value)} />
      </Field>
      <Button type="submit">{t('filter.cityApply')}</Button>
    </form>
  );
}

/** The lead filters; every change goes into the URL (and back to page 1). */
export function LeadFilters({ values, onChange, full }: Props) {
  const styles = useStyles();
  const t = leadsTexts.useT();
  const filtered = Object.values(values).some(Boolean);
  return (
    <div className={styles.tools}>
      <SearchBox
        value={values.search}
        label={t('filter.search')}
        placeholder={t('filter.searchHint')}
        onSearch={(search) => onChange({ search: search || undefined })}
      />
      {full ? (
        <PeriodPicker from={values.from} to={values.to} onChange={(period) => onChange(period)} />
      ) : null}
      <CityFilter value={values.city} onApply={(city) => onChange({ city })} />
      <FilterSelect
        label={t('filter.status')}
        anyText={t('filter.any')}
        value={values.status}
        options={LEAD_DISPATCH_STATUSES}
        optionText={(status) => t(`status.${status}`)}
        onChange={(status) => onChange({ status })}
      />
      {full ? (
        <FilterSelect
          label={t('filter.source')}
          anyText={t('filter.any')}
          value={values.source}
          options={LEAD_SOURCES}
          optionText={(source) => t(`source.${source}`)}
          onChange={(source) => onChange({ source })}
        />
      ) : null}
      {filtered ? (
        <Button
          appearance="subtle"
          onClick={() =>
            onChange({
              search: undefined,
              from: undefined,
              to: undefined,
              city: undefined,
              status: undefined,
              source: undefined,
            })
          }
        >
          {t('filter.clear')}
        </Button>
      ) : null}
    </div>
  );
}
