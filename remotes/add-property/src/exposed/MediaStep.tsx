import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function MediaStep() {
  const t = texts.useT();
  useDocumentTitle(t('media.title'));
  return <h1>{t('media.heading')}</h1>;
}
