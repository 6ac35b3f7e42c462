import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function PricingStep() {
  const t = texts.useT();
  useDocumentTitle(t('pricing.title'));
  return <h1>{t('pricing.heading')}</h1>;
}
