import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function ProfileStep() {
  const t = texts.useT();
  useDocumentTitle(t('profile.title'));
  return <h1>{t('profile.heading')}</h1>;
}
