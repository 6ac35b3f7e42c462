import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function OperatorsPage() {
  const t = texts.useT();
  useDocumentTitle(t('operators.title'));
  return <h1>{t('operators.heading')}</h1>;
}
