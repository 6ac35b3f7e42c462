import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { texts } from '../i18n';
import { useWizardPaths } from './paths';
import { WIZARD_STEPS } from './steps';

const SMALL_SCREEN = '@media (max-width: 599px)';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'row',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    [SMALL_SCREEN]: { flexDirection: 'column', gap: tokens.spacingVerticalXS },
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flex: '1 1 0',
    color: tokens.colorNeutralForeground2,
    [SMALL_SCREEN]: { flex: 'none' },
  },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  completed: { color: tokens.colorNeutralForeground1 },
  link: { color: 'inherit' },
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid currentColor`,
    fontSize: tokens.fontSizeBase200,
  },
  badgeDone: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: 'none',
  },
});

/** The wizard's steps as an ordered list: earlier ones completed, the current one marked. */
export function StepIndicator({ current }: { current: number }) {
  const styles = useStyles();
  const t = texts.useT();
  const paths = useWizardPaths();
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <ol className={styles.list}>
        {WIZARD_STEPS.map(({ section }, index) => {
          const name = t(`steps.${section}`);
          const done = index < current;
          const isCurrent = index === current;
          return (
            <li
              key={section}
              aria-current={isCurrent ? 'step' : undefined}
              className={mergeClasses(
                styles.item,
                done && styles.completed,
                isCurrent && styles.current,
              )}
            >
              <span
                aria-hidden="true"
                className={mergeClasses(styles.badge, done && styles.badgeDone)}
              >
                {done ? '✓' : index + 1}
              </span>
              {done ? (
                <Link
                  to={paths.step(index)}
                  className={styles.link}
                  aria-label={t('wizard.stepCompleted', { name })}
                >
                  {name}
                </Link>
              ) : (
                <span>{name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
