import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function CheckoutPage() {
  const t = texts.useT();
  useDocumentTitle(t('checkout.title'));
  return <h1>{t('checkout.heading')}</h1>;
}
