import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState, useTransition } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import { connectionRestored, wizardOpened } from '../draft/model';
import { texts } from '../i18n';
import { loadSchemas } from '../steps/form';
import { afterNextPaint } from './afterPaint';
import { useWizardPaths } from './paths';
import { StepIndicator } from './StepIndicator';
import { LAST_STEP, type StepIndex } from './steps';
import { useStepGuard } from './useStepGuard';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

/** Each step's texts live under its own key prefix (`location.heading`, ...). */
const TEXT_PREFIX = ['basicDetails', 'location', 'profile', 'media', 'pricing'] as const;

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '880px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  next: { marginLeft: 'auto' },
});

export type WizardLayoutProps = {
  step: StepIndex;
  /** Validates the step and saves its section; true goes on (focus the first invalid field else). */
  onNext: () => Promise<boolean> | boolean;
  children?: ReactNode;
  /** The form differs from what was saved: leaving asks first. */
  dirty?: boolean;
  /** The Next button's text (default "Next"). */
  nextLabel?: string;
  /** Where Next goes once `onNext` said yes: the next step; after pricing, the preview. */
  nextPath?: string;
};

/** One wizard step: heading, indicator, the step's form, Back and Next; the step guard. */
export function WizardLayout({
  step,
  onNext,
  children,
  dirty = false,
  nextLabel,
  nextPath,
}: WizardLayoutProps) {
  const styles = useStyles();
  const t = texts.useT();
  const navigate = useNavigate();
  const paths = useWizardPaths();
  const headingId = useId();
  const [saving, setSaving] = useState(false);
  // Next and Back render the other step in a transition: slices, so the click paints at once.
  const [navigating, startNavigation] = useTransition();
  const [goingBack, setGoingBack] = useState(false);
  const busy = saving || navigating;
  const [opened, online] = useUnit([wizardOpened, connectionRestored]);
  const verdict = useStepGuard(step);
  const { confirmLeave } = useUnsavedChangesPrompt(dirty);
  const prefix = TEXT_PREFIX[step];
  useDocumentTitle(paths.title ?? t(`${prefix}.title`));

  useEffect(() => {
    opened();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [opened, online]);

  if (verdict.kind === 'redirect') return <Navigate to={verdict.to} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setGoingBack(false);
    setSaving(true);
    try {
      // The click is answered by the paint of "Saving…"; checking, saving and the next step's
      // render come after it, so they do not count against the step change's INP (100 ms).
      await afterNextPaint();
      if (await onNext()) {
        const to = nextPath ?? (step === LAST_STEP ? paths.afterLast : paths.step(step + 1));
        startNavigation(() => navigate(to));
      }
    } finally {
      setSaving(false);
    }
  };
  // The owner started on the form: fetch the section schemas (and zod) now, not on Next. Not
  // with the page, so the first step's own download stays small.
  const warmUp = () => {
    void loadSchemas().catch(() => undefined);
  };
  const back = () => {
    if (!confirmLeave()) return;
    setGoingBack(true);
    startNavigation(() => navigate(paths.step(step - 1)));
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t(`${prefix}.heading`)}
      </h1>
      <StepIndicator current={step} />
      {verdict.kind === 'checking' ? (
        // Plain text, not Fluent's Spinner: the first step's code stays small (issue 11's budget).
        <p role="status">{t('wizard.checking')}</p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={submit}
          onFocus={warmUp}
          aria-labelledby={headingId}
        >
          {children}
          <div className={styles.actions}>
            {step > 0 && (
              <Button type="button" onClick={back}>
                {t('wizard.back')}
              </Button>
            )}
            <Button
              type="submit"
              appearance="primary"
              className={styles.next}
              disabledFocusable={busy}
            >
              {busy && !goingBack ? t('wizard.saving') : (nextLabel ?? t('wizard.next'))}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
