import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { postingTexts } from '../postingTexts';
import type { ListingQuality, QualityItem } from './score';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  score: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  meter: { flexGrow: 1, maxWidth: '320px', height: '12px' },
  value: { fontWeight: tokens.fontWeightSemibold },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  link: { color: tokens.colorBrandForegroundLink },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
});

type Props = {
  quality: ListingQuality;
  /** Where each check is improved: the wizard step's path (or the edit page's tab). */
  pathFor: (step: number) => string;
};

/** The quality score and what would raise it, each to-do a link to its step. */
export function QualityPanel({ quality, pathFor }: Props) {
  const styles = useStyles();
  const t = postingTexts.useT();
  const headingId = useId();
  const text = (entry: QualityItem) =>
    t(`quality.${entry.check}.${entry.done ? 'done' : 'todo'}`, {
      have: entry.have,
      need: entry.need,
    });
  const todo = quality.items.filter((entry) => !entry.done);
  const done = quality.items.filter((entry) => entry.done);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('quality.heading')}
      </h2>
      <div className={styles.score}>
        <meter
          className={styles.meter}
          min={0}
          max={100}
          low={50}
          high={80}
          optimum={100}
          value={quality.score}
          aria-label={t('quality.meter')}
        />
        <span className={styles.value}>{t('quality.score', { score: quality.score })}</span>
      </div>
      {todo.length === 0 ? (
        <p className={styles.muted}>{t('quality.allDone')}</p>
      ) : (
        <>
          <h3 className={styles.subheading}>{t('quality.raise')}</h3>
          <ul className={styles.list}>
            {todo.map((entry) => (
              <li key={entry.check}>
                <Link className={styles.link} to={pathFor(entry.step)}>
                  {text(entry)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {done.length > 0 && (
        <ul className={styles.list} aria-label={t('quality.done')}>
          {done.map((entry) => (
            <li key={entry.check} className={styles.muted}>
              {text(entry)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
