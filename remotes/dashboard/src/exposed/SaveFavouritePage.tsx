import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function SaveFavouritePage() {
  const t = texts.useT();
  useDocumentTitle(t('saveFavourite.title'));
  return <h1>{t('saveFavourite.heading')}</h1>;
}
