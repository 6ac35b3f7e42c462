import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type MouseEvent, useEffect } from 'react';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { useDocumentTitle } from 'shared/ssr';
import { mediaUp } from 'shared/ui/theme';
import type { ListingSort } from 'shared/vocabulary';
import { favouritesNeeded } from '../favourites/model';
import { type ListingT, listingTexts } from '../i18n';
import { SaveSearchButton } from '../saved-search/SaveSearchButton';
import { Filters } from './Filters';
import { $status, $total, queryChanged } from './model';
import { SORT_OPTIONS } from './options';
import { type ListingQuery, sortFor } from './query';
import { ResultsView } from './ResultsView';
import { useListingQuery } from './useListingQuery';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    width: '100%',
    boxSizing: 'border-box',
    maxWidth: '1400px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    position: 'relative',
    [mediaUp('md')]: { gridTemplateColumns: '280px minmax(0, 1fr)' },
  },
  // Off screen until a keyboard user reaches it: then it sits above the filters.
  skipLink: {
    position: 'absolute',
    left: '-10000px',
    top: tokens.spacingVerticalXS,
    zIndex: 1,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    ':focus': { left: tokens.spacingHorizontalL },
  },
  main: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    outlineStyle: 'none',
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  // One line reserved from the first paint, so the text arriving does not push the results (CLS).
  count: { color: tokens.colorNeutralForeground2, margin: 0, minHeight: tokens.lineHeightBase300 },
  tools: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

const indianNumber = new Intl.NumberFormat('en-IN');
const RESULTS_ID = 'listing-results';

export function headingFor(query: ListingQuery, t: ListingT): string {
  const kind =
    query.listingType === 'sale'
      ? t('search.headingSale')
      : query.listingType === 'rent'
        ? t('search.headingRent')
        : t('search.heading');
  const place = [query.locality, query.city].filter(Boolean).join(', ');
  const base = place ? t('search.headingIn', { heading: kind, place }) : kind;
  return query.search ? t('search.headingMatching', { heading: base, search: query.search }) : base;
}

export function ListingPage() {
  const styles = useStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  const { query, update, replaceAll } = useListingQuery();
  useDocumentTitle(headingFor(query, t));
  const [opened, needFavourites, status, total] = useUnit([
    queryChanged,
    favouritesNeeded,
    $status,
    $total,
  ]);

  useEffect(() => {
    opened(query);
  }, [opened, query]);
  useEffect(() => {
    needFavourites();
  }, [needFavourites]);

  // About 50 filter controls come first: a keyboard user can jump past them to the results.
  const skipToResults = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(RESULTS_ID)?.focus();
  };

  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${RESULTS_ID}`} onClick={skipToResults}>
        {t('search.skipToResults')}
      </a>
      <Filters query={query} onChange={update} onClear={replaceAll} />
      <div id={RESULTS_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.bar}>
          <div>
            <h1 className={styles.heading}>{headingFor(query, t)}</h1>
            <p className={styles.count} aria-live="polite">
              {status === 'ready'
                ? t(total === 1 ? 'search.foundOne' : 'search.foundMany', {
                    total: indianNumber.format(total),
                  })
                : status === 'error'
                  ? ''
                  : t('search.searching')}
            </p>
          </div>
          <div className={styles.tools}>
            <SaveSearchButton query={query} />
            <Field label={t('search.sortBy')}>
              <Select
                value={query.sort}
                onChange={(_, data) => update({ sort: data.value as ListingSort })}
              >
                {SORT_OPTIONS.filter(
                  (sort) => sortFor(sort.value, query.listingType) === sort.value,
                ).map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {v.label('sort', sort.value)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </div>
        <ResultsView query={query} onRelax={replaceAll} />
      </div>
    </div>
  );
}
