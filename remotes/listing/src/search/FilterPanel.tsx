import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { startTransition, useOptimistic } from 'react';
import { formatPrice } from 'shared/format';
import { useVocabulary } from 'shared/i18n/vocabulary';
import {
  AMENITIES,
  FURNISHINGS,
  LISTING_TYPES,
  POSSESSION_STATUSES,
  POSTED_BY,
  PROPERTY_TYPES,
} from 'shared/vocabulary';
import { listingTexts } from '../i18n';
import { CheckboxGroup, CommitInput, Group, RadioChoice, RangeSelect } from './fields';
import { AREA_STEPS, BHK_OPTIONS, RENT_BUDGETS, SALE_BUDGETS } from './options';
import { EMPTY_QUERY, type ListingQuery } from './query';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  location: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The last bedroom choice stands for "or more". */
const MAX_BHK_OPTION = BHK_OPTIONS[BHK_OPTIONS.length - 1]?.value;

export type FilterPanelProps = {
  query: ListingQuery;
  onChange: (patch: Partial<ListingQuery>) => void;
  onClear: (next: ListingQuery) => void;
};

/** Every filter of the search; each change goes straight to the URL. */
export function FilterPanel({
  query: committed,
  onChange: commit,
  onClear: clear,
}: FilterPanelProps) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  // The router applies a navigation in a transition, so on a slow phone a tapped checkbox would
  // stay unticked until the whole page re-rendered: show the change at once, optimistically.
  const [query, show] = useOptimistic(
    committed,
    (current, patch: Partial<ListingQuery>): ListingQuery => ({ ...current, ...patch }),
  );
  const onChange = (patch: Partial<ListingQuery>) =>
    startTransition(() => {
      show(patch);
      commit(patch);
    });
  const onClear = (next: ListingQuery) =>
    startTransition(() => {
      show(next);
      clear(next);
    });
  const budgets = query.listingType === 'rent' ? RENT_BUDGETS : SALE_BUDGETS;
  return (
    <form
      className={styles.form}
      aria-label={t('filters.title')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Group legend={t('filters.location')}>
        <div className={styles.location}>
          <CommitInput
            label={t('filters.city')}
            placeholder={t('filters.cityPlaceholder')}
            value={query.city}
            onCommit={(city) => onChange({ city })}
          />
          <CommitInput
            label={t('filters.locality')}
            placeholder={t('filters.localityPlaceholder')}
            value={query.locality}
            onCommit={(locality) => onChange({ locality })}
          />
        </div>
      </Group>
      <RadioChoice
        legend={t('filters.listingType')}
        options={v.options('listingType', LISTING_TYPES)}
        value={query.listingType}
        // Sale budgets make no sense for rents (and back): changing the kind drops the budget.
        onChange={(listingType) => onChange({ listingType, minPrice: null, maxPrice: null })}
      />
      <CheckboxGroup
        legend={t('filters.propertyType')}
        options={v.options('propertyType', PROPERTY_TYPES)}
        selected={query.propertyTypes}
        onChange={(propertyTypes) => onChange({ propertyTypes })}
      />
      <CheckboxGroup
        legend={t('filters.bedrooms')}
        options={BHK_OPTIONS.map(({ value }) => ({
          value,
          label:
            value === MAX_BHK_OPTION ? t('filters.bhkPlus', { bhk: value }) : (v.bhk(value) ?? ''),
        }))}
        selected={query.bhk}
        onChange={(bhk) => onChange({ bhk })}
      />
      <RangeSelect
        legend={t(query.listingType === 'rent' ? 'filters.monthlyRent' : 'filters.budget')}
        steps={budgets}
        format={(value) => `₹ ${formatPrice(value, v.language)}`}
        min={query.minPrice}
        max={query.maxPrice}
        onChange={({ min, max }) => onChange({ minPrice: min, maxPrice: max })}
      />
      <RangeSelect
        legend={t('filters.area')}
        steps={AREA_STEPS}
        format={(value) => v.area(value) ?? ''}
        min={query.minArea}
        max={query.maxArea}
        onChange={({ min, max }) => onChange({ minArea: min, maxArea: max })}
      />
      <CheckboxGroup
        legend={t('filters.furnishing')}
        options={v.options('furnishing', FURNISHINGS)}
        selected={query.furnishing}
        onChange={(furnishing) => onChange({ furnishing })}
      />
      <RadioChoice
        legend={t('filters.possession')}
        options={v.options('possession', POSSESSION_STATUSES)}
        value={query.possession}
        onChange={(possession) => onChange({ possession })}
      />
      <CheckboxGroup
        legend={t('filters.postedBy')}
        options={v.options('postedBy', POSTED_BY)}
        selected={query.postedBy}
        onChange={(postedBy) => onChange({ postedBy })}
      />
      <CheckboxGroup
        legend={t('filters.amenities')}
        options={v.options('amenity', AMENITIES)}
        selected={query.amenities}
        onChange={(amenities) => onChange({ amenities })}
      />
      <Button
        appearance="secondary"
        onClick={() => onClear({ ...EMPTY_QUERY, search: query.search, sort: query.sort })}
      >
        {t('filters.clear')}
      </Button>
    </form>
  );
}
