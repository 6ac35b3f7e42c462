import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
} from 'react';
import { flushSync } from 'react-dom';
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
  // Next and Back set no state in the click: its paint comes at once; Saving…, the check, the
  // save and the other step's render (a transition) follow it (issue 11: INP within 100 ms).
  const [moving, setMoving] = useState(false);
  const [direction, setDirection] = useState<'next' | 'back'>('next');
  const [navigating, startNavigation] = useTransition();
  const busy = moving || navigating;
  const leaving = useRef(false);
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
    if (busy || leaving.current) return;
    leaving.current = true;
    try {
      // Nothing renders in the click itself: Saving…, the check, the save and the next step
      // come after its paint.
      await afterNextPaint();
      flushSync(() => {
        setDirection('next');
        setMoving(true);
      });
      if (await onNext()) {
        const to = nextPath ?? (step === LAST_STEP ? paths.afterLast : paths.step(step + 1));
        startNavigation(() => navigate(to));
      }
    } finally {
      setMoving(false);
      leaving.current = false;
    }
  };
  // The owner started on the form: fetch the section schemas (and zod) now, not on Next. Not
  // with the page, so the first step's own download stays small.
  const warmUp = () => {
    void loadSchemas().catch(() => undefined);
  };
  // Like Next, Back sets no state in the click: its frame paints only the pressed button.
  const back = async () => {
    if (busy || leaving.current || !confirmLeave()) return;
    leaving.current = true;
    await afterNextPaint();
    startNavigation(() => {
      setDirection('back');
      navigate(paths.step(step - 1));
    });
    leaving.current = false;
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
              {busy && direction === 'next' ? t('wizard.saving') : (nextLabel ?? t('wizard.next'))}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
