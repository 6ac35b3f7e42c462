import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { HEADER_HEIGHT, mediaDown } from 'shared/ui/theme';
import { shellTexts } from '../../i18n';
import { PRODUCT_NAME } from '../../lib/brand';
import { MenuIcon } from '../../lib/icons';
import { LanguageSwitch } from '../language/view';
import { PostPropertyButton } from '../post-property/view';
import { headerSearch } from '../search/model';
import { useSearchFromUrl } from '../search/useSearchFromUrl';
import { SearchBox } from '../search/view';
import { UserMenu } from '../user-menu/view';
import { $isDrawerOpen, $logoUrl, drawerOpened, headerMounted } from './model';

const SideDrawer = lazy(() => import('./SideDrawer'));

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 100,
    boxSizing: 'border-box',
    height: `${HEADER_HEIGHT}px`,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    flexShrink: 0,
  },
  // The mark and the LOGO setting's image share one fixed box: the image arriving later moves nothing.
  logo: { width: '36px', height: '36px', objectFit: 'contain', flexShrink: 0 },
  logoMark: {
    width: '36px',
    height: '36px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    display: 'grid',
    placeItems: 'center',
    fontWeight: tokens.fontWeightBold,
    // Drawn, not written: a letter in the DOM would be visible text missing from the link's
    // name ('PropertyMarket home'), which axe reports as a label-in-name mismatch (WCAG 2.5.3).
    '::before': { content: `"${PRODUCT_NAME.charAt(0)}"` },
  },
  search: { flexGrow: 1, maxWidth: '560px', [mediaDown('md')]: { display: 'none' } },
  spacer: { flexGrow: 1, display: 'none', [mediaDown('md')]: { display: 'block' } },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginLeft: 'auto',
    [mediaDown('md')]: { display: 'none' },
  },
  menuButton: { display: 'none', [mediaDown('md')]: { display: 'inline-flex' } },
});

export function Header() {
  const styles = useStyles();
  const t = shellTexts.useT();
  const [logoUrl, isDrawerOpen, mounted, openDrawer] = useUnit([
    $logoUrl,
    $isDrawerOpen,
    headerMounted,
    drawerOpened,
  ]);
  // Loaded on first open, then kept mounted so it closes through Fluent (see LazyLoginDialogs).
  const [drawerNeeded, setDrawerNeeded] = useState(false);
  if (isDrawerOpen && !drawerNeeded) setDrawerNeeded(true);
  useSearchFromUrl(headerSearch);
  useEffect(() => {
    mounted();
  }, [mounted]);

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand} aria-label={t('header.home', { brand: PRODUCT_NAME })}>
        {logoUrl ? (
          <img className={styles.logo} src={logoUrl} alt="" width={36} height={36} />
        ) : (
          <span className={styles.logoMark} aria-hidden="true" />
        )}
        <Text size={500} weight="semibold">
          {PRODUCT_NAME}
        </Text>
      </Link>
      <SearchBox model={headerSearch} className={styles.search} />
      <span className={styles.spacer} />
      <nav className={styles.actions} aria-label={t('header.mainNav')}>
        <LanguageSwitch />
        <PostPropertyButton />
        <UserMenu />
      </nav>
      <Button
        className={styles.menuButton}
        appearance="subtle"
        icon={<MenuIcon />}
        aria-label={t('header.openMenu')}
        aria-expanded={isDrawerOpen}
        onClick={() => openDrawer()}
      />
      {drawerNeeded && (
        <Suspense fallback={null}>
          <SideDrawer />
        </Suspense>
      )}
    </header>
  );
}
