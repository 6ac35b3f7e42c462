import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import { HEADER_HEIGHT, mediaDown } from 'shared/ui/theme';
import { listingUrl } from '../../features/search/api';
import { heroSearch } from '../../features/search/model';
import { SearchBox } from '../../features/search/view';
import { shellTexts } from '../../i18n';
import { BelowTheFold } from './BelowTheFold';
import { POPULAR_CITIES } from './cities';
import { HOME_SECTIONS, sectionKey } from './serverSections';

const useStyles = makeStyles({
  hero: {
    // The hero owns the first screen; recent listings start below the fold.
    minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 100%)`,
  },
  title: { margin: 0, maxWidth: '780px', [mediaDown('sm')]: { fontSize: tokens.fontSizeHero700 } },
  lead: { margin: 0, maxWidth: '640px', color: tokens.colorNeutralForeground2 },
  search: { maxWidth: '640px' },
  cities: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  city: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': {
      border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
      color: tokens.colorBrandForeground1,
    },
  },
  recent: {
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
  },
});

/** The shell's own page: its largest paint never waits for a remote. */
export function HomePage() {
  const styles = useStyles();
  const t = shellTexts.useT();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Text as="h1" id="home-title" size={900} weight="bold" className={styles.title}>
          {t('home.title')}
        </Text>
        <Text as="p" size={400} className={styles.lead}>
          {t('home.lead')}
        </Text>
        <SearchBox model={heroSearch} size="large" className={styles.search} />
        <nav aria-label={t('home.popularCities')}>
          <ul className={styles.cities}>
            {POPULAR_CITIES.map((city) => (
              <li key={city}>
                <Link className={styles.city} to={listingUrl(city)}>
                  {city}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <section className={styles.recent} aria-label={t('home.recent')}>
        {HOME_SECTIONS.map((section) => (
          <BelowTheFold key={sectionKey(section)} {...section} />
        ))}
      </section>
    </>
  );
}
