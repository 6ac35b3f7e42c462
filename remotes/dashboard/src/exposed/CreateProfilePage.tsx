import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function CreateProfilePage() {
  const t = texts.useT();
  useDocumentTitle(t('createProfile.title'));
  return <h1>{t('createProfile.heading')}</h1>;
}
