import {
  Badge,
  Button,
  Field,
  makeStyles,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SavedSearch, SavedSearchAlerts } from 'shared/contracts/savedSearches';
import { LoadFailed } from '../frame/LoadFailed';
import { listingUrlFor } from './criteria';
import { DeleteDialog } from './DeleteDialog';
import { savedSearchesTexts } from './i18n';
import {
  $error,
  $pendingIds,
  $savedSearches,
  $status,
  changeRequested,
  deleteConfirmed,
  retryClicked,
  savedSearchesOpened,
} from './model';
import { RenameDialog } from './RenameDialog';
import { CriteriaSummary } from './Summary';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
});

type Open = { kind: 'rename' | 'delete'; search: SavedSearch } | null;

function SavedSearchItem({
  search,
  onOpen,
}: {
  search: SavedSearch;
  onOpen: (open: Open) => void;
}) {
  const styles = useStyles();
  const t = savedSearchesTexts.useT();
  const [pending, change] = useUnit([$pendingIds, changeRequested]);
  const busy = pending.includes(search._id);
  return (
    <article className={styles.item} aria-label={search.name}>
      <div className={styles.head}>
        <h3 className={styles.name}>{search.name}</h3>
        {search.paused && <Badge appearance="tint">{t('pausedBadge')}</Badge>}
      </div>
      <p className={styles.muted}>
        <CriteriaSummary criteria={search.criteria} />
      </p>
      <div className={styles.actions}>
        <Field label={t('alertsFor', { name: search.name })}>
          <Select
            value={search.alerts}
            disabled={busy}
            onChange={(_, data) =>
              change({ id: search._id, body: { alerts: data.value as SavedSearchAlerts } })
            }
          >
            <option value="instant">{t('alertsInstant')}</option>
            <option value="daily">{t('alertsDaily')}</option>
          </Select>
        </Field>
        <Link
          to={listingUrlFor(search.criteria)}
          aria-label={t('openLabel', { name: search.name })}
        >
          {t('open')}
        </Link>
        <Button
          disabled={busy}
          aria-label={t('renameLabel', { name: search.name })}
          onClick={() => onOpen({ kind: 'rename', search })}
        >
          {t('rename')}
        </Button>
        <Button
          disabled={busy}
          aria-label={t(search.paused ? 'resumeLabel' : 'pauseLabel', { name: search.name })}
          onClick={() => change({ id: search._id, body: { paused: !search.paused } })}
        >
          {t(search.paused ? 'resume' : 'pause')}
        </Button>
        <Button
          disabled={busy}
          aria-label={t('deleteLabel', { name: search.name })}
          onClick={() => onOpen({ kind: 'delete', search })}
        >
          {t('delete')}
        </Button>
      </div>
    </article>
  );
}

/** The user's saved searches: rename, instant or daily alerts, pause or resume, delete, open. */
export function SavedSearchesTab() {
  const styles = useStyles();
  const t = savedSearchesTexts.useT();
  const [searches, status, error, opened, retry, change, remove] = useUnit([
    $savedSearches,
    $status,
    $error,
    savedSearchesOpened,
    retryClicked,
    changeRequested,
    deleteConfirmed,
  ]);
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    opened();
  }, [opened]);

  if (status === 'loading') return <Spinner label={t('loading')} />;
  if (status === 'error') {
    return (
      <LoadFailed
        message={error || t('loadFailed')}
        retryText={t('retry')}
        onRetry={() => retry()}
      />
    );
  }
  return (
    <div className={styles.tab}>
      {searches.length === 0 ? (
        <p className={styles.muted}>
          {t('empty')} <Link to="/property-listing">{t('searchNow')}</Link>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t('list')}>
          {searches.map((search) => (
            <li key={search._id}>
              <SavedSearchItem search={search} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'rename' && (
        <RenameDialog
          search={open.search}
          onRename={(name) => change({ id: open.search._id, body: { name } })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteDialog
          search={open.search}
          onDelete={() => remove(open.search._id)}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
