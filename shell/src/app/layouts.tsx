import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HEADER_HEIGHT } from 'shared/ui/theme';
import { Header } from '../features/header/view';
import { LazyLoginDialogs } from '../features/login/view';
import { shellTexts } from '../i18n';
import { useScrollRestoration } from './scrollRestoration';

// Below the fold on every page: not part of the first load.
const Footer = lazy(() =>
  import('../features/footer/view').then((footer) => ({ default: footer.Footer })),
);

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  // At least a screen below the header: the footer starts below the fold, so a page that
  // grows once its remote arrives does not push a visible footer down (layout shift).
  main: {
    flexGrow: 1,
    minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
    display: 'flex',
    flexDirection: 'column',
    outlineStyle: 'none',
  },
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    ':focus': { top: tokens.spacingVerticalS },
  },
});

/** Public and user pages: header, page, footer, and the login dialogs when asked for. */
export function SiteLayout() {
  const styles = useStyles();
  const t = shellTexts.useT();
  useScrollRestoration();
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LazyLoginDialogs />
    </div>
  );
}

/** The admin area brings its own chrome. */
export function BareLayout() {
  return <Outlet />;
}
