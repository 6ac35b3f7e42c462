import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function CouponsPage() {
  const t = texts.useT();
  useDocumentTitle(t('coupons.title'));
  return <h1>{t('coupons.heading')}</h1>;
}
