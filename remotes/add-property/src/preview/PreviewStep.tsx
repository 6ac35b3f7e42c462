import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useId, useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { $addPropertyDraft, $draftServerId } from 'shared/drafts';
import { useDocumentTitle } from 'shared/ssr';
import { wizardOpened } from '../draft/model';
import { postingTexts } from '../postingTexts';
import { $submitError, submitClicked, submitDraftFx } from '../submit/model';
import { LAST_STEP, StepIndicator, stepPath, WIZARD_STEPS } from '../wizard';
import { useStepGuard } from '../wizard/useStepGuard';
import { PreviewPanel } from './PreviewPanel';
import { useReviewPageStyles } from './reviewPageStyles';
import { previewSections } from './sections';

/**
 * After the pricing step's Next: the quality score, the listing as buyers will see it (the
 * listing remote's view), and Submit for review. Opens only when all five steps are complete.
 */
export function PreviewStep() {
  const styles = useReviewPageStyles();
  const t = postingTexts.useT();
  const headingId = useId();
  const navigate = useNavigate();
  useDocumentTitle(t('preview.title'));
  const verdict = useStepGuard(WIZARD_STEPS.length);
  const [draft, draftId, opened, submit, sending, error] = useUnit([
    $addPropertyDraft,
    $draftServerId,
    wizardOpened,
    submitClicked,
    submitDraftFx.pending,
    $submitError,
  ]);
  const sections = useMemo(() => previewSections(draft), [draft]);

  useEffect(() => {
    opened();
  }, [opened]);

  if (verdict.kind === 'redirect') return <Navigate to={verdict.to} replace />;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('preview.heading')}
      </h1>
      <StepIndicator current={LAST_STEP} />
      {verdict.kind === 'checking' || !sections ? (
        <Spinner label={t('preview.loading')} />
      ) : (
        <>
          <p className={styles.muted}>{t('preview.intro')}</p>
          <PreviewPanel id={draftId ?? ''} sections={sections} pathFor={stepPath} />
          {error && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          <p className={styles.muted}>{t('submit.note')}</p>
          <div className={styles.actions}>
            <Button onClick={() => navigate(stepPath(LAST_STEP))}>{t('preview.back')}</Button>
            <Button appearance="primary" disabledFocusable={sending} onClick={() => submit()}>
              {sending ? t('submit.sending') : t('submit.button')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
