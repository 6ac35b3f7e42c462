import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { listingTexts } from '../i18n';
import type { ListingQuery } from './query';
import { relaxations } from './relax';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const SHOWN = 3;

type Props = { query: ListingQuery; onRelax: (next: ListingQuery) => void };

export function EmptyResults({ query, onRelax }: Props) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  const options = relaxations(query, { t, v }).slice(0, SHOWN);
  return (
    <section className={styles.box} aria-labelledby="listing-empty-heading">
      <h2 id="listing-empty-heading" className={styles.heading}>
        {t('empty.title')}
      </h2>
      {options.length > 0 ? (
        <>
          <p>{t('empty.widen')}</p>
          <div className={styles.actions}>
            {options.map((option) => (
              <Button key={option.label} onClick={() => onRelax(option.query)}>
                {option.label}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p>{t('empty.nothingLive')}</p>
      )}
    </section>
  );
}
