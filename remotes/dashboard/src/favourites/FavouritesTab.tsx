import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../frame/LoadFailed';
import { Pager } from '../lists/Pager';
import { pageParam } from '../lists/pageParam';
import { FavouriteCard } from './FavouriteCard';
import { favouritesTexts } from './i18n';
import {
  $error,
  $favourites,
  $status,
  $total,
  FAVOURITES_PAGE_SIZE,
  favouritesQueryChanged,
  retryClicked,
} from './model';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  search: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, maxWidth: '420px' },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

const MAX_TITLE = 100;

/** The user's favourites: title search and page in the URL (`?title=&page=`). */
export function FavouritesTab() {
  const styles = useStyles();
  const t = favouritesTexts.useT();
  const [params, setParams] = useSearchParams();
  const title = (params.get('title') ?? '').trim().slice(0, MAX_TITLE);
  const page = pageParam(params.get('page'));
  const [typed, setTyped] = useState(title);
  const [items, total, status, error, changed, retry] = useUnit([
    $favourites,
    $total,
    $status,
    $error,
    favouritesQueryChanged,
    retryClicked,
  ]);

  useEffect(() => {
    changed({ title, page });
  }, [changed, title, page]);
  useEffect(() => setTyped(title), [title]);

  const go = (next: { title?: string; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const nextTitle = next.title ?? title;
      const nextPage = next.page ?? 1;
      if (nextTitle) updated.set('title', nextTitle);
      else updated.delete('title');
      if (nextPage > 1) updated.set('page', String(nextPage));
      else updated.delete('page');
      return updated;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ title: typed.trim().slice(0, MAX_TITLE), page: 1 });
  };
  const pages = Math.max(1, Math.ceil(total / FAVOURITES_PAGE_SIZE));
  // Past the last page (its last favourite was just removed, or an old link): show the last one.
  const pastTheEnd = status === 'ready' && items.length === 0 && total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) go({ page: pages });
  });

  return (
    <div className={styles.tab}>
      <form className={styles.search} onSubmit={submit}>
        <Field className={styles.field} label={t('searchLabel')}>
          <Input
            type="search"
            value={typed}
            maxLength={MAX_TITLE}
            placeholder={t('searchPlaceholder')}
            onChange={(_, data) => setTyped(data.value)}
          />
        </Field>
        <Button type="submit" appearance="primary">
          {t('search')}
        </Button>
        {title && (
          <Button type="button" onClick={() => go({ title: '', page: 1 })}>
            {t('clear')}
          </Button>
        )}
      </form>

      {status === 'loading' && <Spinner label={t('loading')} />}
      {status === 'error' && (
        <LoadFailed
          message={error || t('loadFailed')}
          retryText={t('retry')}
          onRetry={() => retry()}
        />
      )}
      {status === 'ready' && items.length === 0 && !pastTheEnd && (
        <p className={styles.muted}>
          {title ? t('emptySearch', { title }) : t('empty')}{' '}
          <Link to="/property-listing">{t('browse')}</Link>
        </p>
      )}
      {status === 'ready' && items.length > 0 && (
        <>
          <p className={styles.muted}>{t('count', { count: total })}</p>
          <ul className={styles.grid} aria-label={t('list')}>
            {items.map((favourite) => (
              <li key={favourite._id}>
                <FavouriteCard favourite={favourite} />
              </li>
            ))}
          </ul>
          <Pager
            page={Math.min(page, pages)}
            pages={pages}
            onPage={(next) => go({ page: next })}
            label={t('pager')}
          />
        </>
      )}
    </div>
  );
}
