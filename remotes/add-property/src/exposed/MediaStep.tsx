import { WizardLayout } from '../wizard';

/** The media step's page; its form (uploads, order, cover) is built in steps/media. */
export default function MediaStep() {
  return <WizardLayout step={3} onNext={() => true} />;
}
