import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import { FavouritesTab } from '../favourites/FavouritesTab';
import { favouritesTexts } from '../favourites/i18n';
import { texts } from '../i18n';
import { SavedSearchesTab } from '../saved-searches/SavedSearchesTab';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  heading: { margin: 0 },
});

const SEARCHES = 'searches';

/** /save-favourite: the buyer's favourites and, in the second tab (`?tab=searches`), saved searches. */
export default function SaveFavouritePage() {
  const styles = useStyles();
  const t = texts.useT();
  const tf = favouritesTexts.useT();
  useDocumentTitle(t('saveFavourite.title'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === SEARCHES ? SEARCHES : 'favourites';
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('saveFavourite.heading')}</h1>
      <TabList
        aria-label={tf('tabs')}
        selectedValue={tab}
        onTabSelect={(_, data) =>
          setParams(data.value === SEARCHES ? { tab: SEARCHES } : {}, { replace: true })
        }
      >
        <Tab value="favourites">{tf('tabFavourites')}</Tab>
        <Tab value={SEARCHES}>{tf('tabSearches')}</Tab>
      </TabList>
      <div role="tabpanel" aria-label={tab === SEARCHES ? tf('tabSearches') : tf('tabFavourites')}>
        {tab === SEARCHES ? <SavedSearchesTab /> : <FavouritesTab />}
      </div>
    </div>
  );
}
