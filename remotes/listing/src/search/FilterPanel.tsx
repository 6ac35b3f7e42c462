import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { startTransition, useOptimistic } from 'react';
import { formatPrice } from 'shared/format';
import { CheckboxGroup, CommitInput, Group, RadioChoice, RangeSelect } from './fields';
import {
  AMENITY_OPTIONS,
  AREA_STEPS,
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTING_TYPE_OPTIONS,
  POSSESSION_OPTIONS,
  POSTED_BY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  RENT_BUDGETS,
  SALE_BUDGETS,
} from './options';
import { EMPTY_QUERY, type ListingQuery } from './query';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  location: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const indianNumber = new Intl.NumberFormat('en-IN');

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
    <form className={styles.form} aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <Group legend="Location">
        <div className={styles.location}>
          <CommitInput
            label="City"
            placeholder="e.g. Pune"
            value={query.city}
            onCommit={(city) => onChange({ city })}
          />
          <CommitInput
            label="Locality"
            placeholder="e.g. Baner"
            value={query.locality}
            onCommit={(locality) => onChange({ locality })}
          />
        </div>
      </Group>
      <RadioChoice
        legend="Buy or rent"
        options={LISTING_TYPE_OPTIONS}
        value={query.listingType}
        // Sale budgets make no sense for rents (and back): changing the kind drops the budget.
        onChange={(listingType) => onChange({ listingType, minPrice: null, maxPrice: null })}
      />
      <CheckboxGroup
        legend="Property type"
        options={PROPERTY_TYPE_OPTIONS}
        selected={query.propertyTypes}
        onChange={(propertyTypes) => onChange({ propertyTypes })}
      />
      <CheckboxGroup
        legend="Bedrooms"
        options={BHK_OPTIONS}
        selected={query.bhk}
        onChange={(bhk) => onChange({ bhk })}
      />
      <RangeSelect
        legend={query.listingType === 'rent' ? 'Monthly rent' : 'Budget'}
        steps={budgets}
        format={(value) => `₹ ${formatPrice(value)}`}
        min={query.minPrice}
        max={query.maxPrice}
        onChange={({ min, max }) => onChange({ minPrice: min, maxPrice: max })}
      />
      <RangeSelect
        legend="Area"
        steps={AREA_STEPS}
        format={(value) => `${indianNumber.format(value)} sq.ft`}
        min={query.minArea}
        max={query.maxArea}
        onChange={({ min, max }) => onChange({ minArea: min, maxArea: max })}
      />
      <CheckboxGroup
        legend="Furnishing"
        options={FURNISHING_OPTIONS}
        selected={query.furnishing}
        onChange={(furnishing) => onChange({ furnishing })}
      />
      <RadioChoice
        legend="Possession"
        options={POSSESSION_OPTIONS}
        value={query.possession}
        onChange={(possession) => onChange({ possession })}
      />
      <CheckboxGroup
        legend="Posted by"
        options={POSTED_BY_OPTIONS}
        selected={query.postedBy}
        onChange={(postedBy) => onChange({ postedBy })}
      />
      <CheckboxGroup
        legend="Amenities"
        options={AMENITY_OPTIONS}
        selected={query.amenities}
        onChange={(amenities) => onChange({ amenities })}
      />
      <Button
        appearance="secondary"
        onClick={() => onClear({ ...EMPTY_QUERY, search: query.search, sort: query.sort })}
      >
        Clear filters
      </Button>
    </form>
  );
}
