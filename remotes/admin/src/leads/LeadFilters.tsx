import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LEAD_DISPATCH_STATUSES, LEAD_SOURCES } from 'shared/contracts/adminLeads';
import { FilterSelect } from '../table/FilterSelect';
import { PeriodPicker } from '../table/PeriodPicker';
import { SearchBox } from '../table/SearchBox';
import { TextFilter } from '../table/TextFilter';
import { leadsTexts } from './i18n';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
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
      <TextFilter
        label={t('filter.city')}
        hint={t('filter.cityHint')}
        applyText={t('filter.cityApply')}
        value={values.city}
        onApply={(city) => onChange({ city })}
      />
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
