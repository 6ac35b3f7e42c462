import { makeStyles } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { Footer } from '../features/footer/view';
import { Header } from '../features/header/view';
import { LazyLoginDialogs } from '../features/login/view';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
});

/** Public and user pages: header, page, footer, and the login dialogs when asked for. */
export function SiteLayout() {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <LazyLoginDialogs />
    </div>
  );
}

/** The admin area brings its own chrome. */
export function BareLayout() {
  return <Outlet />;
}
