import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isPreviewSearch } from '../preview/sections';
import { PricingForm } from '../steps/pricing/PricingForm';

// The preview and submit come after the pricing form's Next, inside this route (the spec's
// routes are the five steps): /add-property/pricing?view=preview. Their code loads then.
const PreviewStep = lazy(() =>
  import('../preview/PreviewStep').then((module) => ({ default: module.PreviewStep })),
);

export default function PricingStep() {
  const { search } = useLocation();
  if (!isPreviewSearch(search)) return <PricingForm />;
  return (
    <Suspense fallback={null}>
      <PreviewStep />
    </Suspense>
  );
}
