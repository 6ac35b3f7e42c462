import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { mediaTexts } from './i18n';
import { MEDIA_RULES, megabytes } from './limits';

const useStyles = makeStyles({
  note: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

/** The limits, shown before the owner picks anything (the same numbers the api enforces). */
export function LimitsNote() {
  const styles = useStyles();
  const t = mediaTexts.useT();
  const headingId = useId();
  return (
    <section className={styles.note} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('media.limits.heading')}
      </h2>
      <ul className={styles.list}>
        <li>
          {t('media.limits.photos', {
            count: MEDIA_RULES.image.maxCount,
            mb: megabytes(MEDIA_RULES.image.maxBytes),
          })}
        </li>
        <li>
          {t('media.limits.videos', {
            count: MEDIA_RULES.video.maxCount,
            mb: megabytes(MEDIA_RULES.video.maxBytes),
            minutes: Math.round(MEDIA_RULES.video.maxSeconds / 60),
          })}
        </li>
        <li>{t('media.limits.iphone')}</li>
      </ul>
    </section>
  );
}
