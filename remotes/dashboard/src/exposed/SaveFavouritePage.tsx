import { Tab, TabList } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { FavouritesTab } from '../favourites/FavouritesTab';
import { favouritesTexts } from '../favourites/i18n';
import { UserPage } from '../frame/UserPage';
import { texts } from '../i18n';
import { SavedSearchesTab } from '../saved-searches/SavedSearchesTab';

const SEARCHES = 'searches';

/** /save-favourite: the buyer's favourites and, in the second tab (`?tab=searches`), saved searches. */
export default function SaveFavouritePage() {
  const t = texts.useT();
  const tf = favouritesTexts.useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === SEARCHES ? SEARCHES : 'favourites';
  return (
    <UserPage title={t('saveFavourite.title')} heading={t('saveFavourite.heading')}>
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
    </UserPage>
  );
}
