import { PricingForm } from '../steps/pricing/PricingForm';

export default function PricingStep() {
  return <PricingForm />;
}
