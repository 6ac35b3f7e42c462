import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { $addPropertyDraft } from 'shared/drafts';
import { postingTexts } from '../postingTexts';
import { PreviewPanel } from '../preview/PreviewPanel';
import { useReviewPageStyles } from '../preview/reviewPageStyles';
import { previewSections } from '../preview/sections';
import { LAST_STEP, StepIndicator, useWizardPaths, WIZARD_STEPS } from '../wizard';

type Props = {
  propertyId: string;
  /** A revision saved earlier waits for review. */
  waiting: boolean;
  save: () => void;
  saving: boolean;
  error: string | null;
};

/** The edited listing as buyers will see it, its quality, and Save changes (back to review). */
export function EditReview({ propertyId, waiting, save, saving, error }: Props) {
  const styles = useReviewPageStyles();
  const t = postingTexts.useT();
  const headingId = useId();
  const navigate = useNavigate();
  const paths = useWizardPaths();
  const draft = useUnit($addPropertyDraft);
  const sections = useMemo(() => previewSections(draft), [draft]);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('edit.heading')}
      </h1>
      <StepIndicator current={WIZARD_STEPS.length} />
      {sections ? (
        <PreviewPanel id={propertyId} sections={sections} pathFor={paths.step} />
      ) : (
        <Spinner label={t('edit.loading')} />
      )}
      {error && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          {t('edit.liveNote')} {waiting && t('edit.waitingNote')}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <Button onClick={() => navigate(paths.step(LAST_STEP))}>{t('edit.back')}</Button>
        <Button appearance="primary" disabledFocusable={saving || !sections} onClick={save}>
          {saving ? t('submit.sending') : t('edit.save')}
        </Button>
      </div>
    </section>
  );
}
