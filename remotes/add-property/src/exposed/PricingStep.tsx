import { useDocumentTitle } from 'shared/ssr';
export default function PricingStep() {
  useDocumentTitle('Post a property: Pricing');
  return <h1>Pricing</h1>;
}
