import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '../features/header/view';
import { LazyLoginDialogs } from '../features/login/view';

// Below the fold on every page: not part of the first load.
const Footer = lazy(() =>
  import('../features/footer/view').then((footer) => ({ default: footer.Footer })),
);

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
});

/** A new page starts at its top (a query change on the same page keeps the scroll). */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0 });
  }, [pathname]);
}

/** Public and user pages: header, page, footer, and the login dialogs when asked for. */
export function SiteLayout() {
  const styles = useStyles();
  useScrollToTopOnNavigation();
  return (
    <div className={styles.page}>
      <Header />
      <main className={styles.main}>
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
