import { useUnit } from 'effector-react';
import { saveStepFx } from '../draft/model';
import { MediaManager } from '../steps/media/MediaManager';
import { $uploadsRunning, nextPressedFx } from '../steps/media/model';
import { WizardLayout } from '../wizard';

/** The media step: photos and videos uploaded as they are picked; Next saves their order and cover. */
export default function MediaStep() {
  const [running, pressNext, saveStep] = useUnit([$uploadsRunning, nextPressedFx, saveStepFx]);
  const next = async () => {
    const section = await pressNext();
    if (!section) return false;
    const { outcome } = await saveStep({ section: 'mediaUpload', data: section });
    return outcome.kind !== 'refused';
  };
  return (
    <WizardLayout step={3} onNext={next} dirty={running}>
      <MediaManager />
    </WizardLayout>
  );
}
