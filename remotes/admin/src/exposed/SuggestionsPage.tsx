import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function SuggestionsPage() {
  const t = texts.useT();
  useDocumentTitle(t('suggestions.title'));
  return <h1>{t('suggestions.heading')}</h1>;
}
