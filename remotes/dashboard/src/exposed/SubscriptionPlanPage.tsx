export default function SubscriptionPlanPage() {
  return <h1>Subscription plans</h1>;
}
