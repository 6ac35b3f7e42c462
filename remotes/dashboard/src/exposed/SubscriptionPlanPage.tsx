import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function SubscriptionPlanPage() {
  const t = texts.useT();
  useDocumentTitle(t('subscriptionPlan.title'));
  return <h1>{t('subscriptionPlan.heading')}</h1>;
}
