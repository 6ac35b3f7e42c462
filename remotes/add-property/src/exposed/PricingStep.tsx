export default function PricingStep() {
  return <h1>Pricing</h1>;
}
