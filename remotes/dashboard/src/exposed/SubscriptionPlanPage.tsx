import { useDocumentTitle } from 'shared/ssr';
export default function SubscriptionPlanPage() {
  useDocumentTitle('Subscription plans');
  return <h1>Subscription plans</h1>;
}
