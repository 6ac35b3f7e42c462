import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { AdminPermission } from 'shared/contracts/adminPermissions';
import { useDocumentTitle } from 'shared/ssr';
import { useMediaQuery } from 'shared/ui/useMediaQuery';
import { ChangeMyPasswordDialog } from '../password/ChangeMyPasswordDialog';
import { AdminNav } from './AdminNav';
import { frameTexts } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutButton } from './LogoutButton';
import { NoAccess } from './NoAccess';
import { StaffLine } from './StaffLine';
import { $permissions, frameOpened } from './staff';

const MAIN_ID = 'admin-main';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  skip: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalM,
      zIndex: 10,
      padding: tokens.spacingHorizontalS,
      backgroundColor: tokens.colorNeutralBackground1,
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  brand: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  spacer: { flexGrow: 1 },
  body: { display: 'flex', flexGrow: 1, minWidth: 0 },
  bodyPhone: { flexDirection: 'column' },
  side: {
    flexShrink: 0,
    width: '220px',
    padding: tokens.spacingHorizontalM,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  sidePhone: {
    width: 'auto',
    borderRight: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    ':focus': { outlineStyle: 'none' },
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export type AdminPageProps = {
  /** The document title (the page's `<x>.title` text). */
  title: string;
  /** The page's one `<h1>`. */
  heading: string;
  /** The role must have this permission (or one of these) to see the screen. */
  permission?: AdminPermission | readonly AdminPermission[];
  /** Buttons beside the heading (e.g. Export CSV); hidden with the screen when there is no access. */
  actions?: ReactNode;
  children?: ReactNode;
};

const allowed = (
  permissions: readonly AdminPermission[],
  needed: AdminPageProps['permission'],
): boolean => {
  if (!needed) return true;
  const anyOf: readonly AdminPermission[] = typeof needed === 'string' ? [needed] : needed;
  return anyOf.some((p) => permissions.includes(p));
};

/**
 * The admin chrome around one screen: skip link, top bar (who is signed in, language, Logout),
 * the side navigation of the screens the role may open (a Menu button opens it on phones), the
 * document title and the `<h1>`. Without `permission` the screen's content is not rendered.
 */
export function AdminPage({ title, heading, permission, actions, children }: AdminPageProps) {
  const styles = useStyles();
  const t = frameTexts.useT();
  const navId = useId();
  const phone = useMediaQuery('(max-width: 767px)');
  const [menuOpen, setMenuOpen] = useState(false);
  const [permissions, opened] = useUnit([$permissions, frameOpened]);
  useDocumentTitle(title);
  useEffect(() => {
    opened();
  }, [opened]);
  const mayOpen = allowed(permissions, permission);
  const showNav = !phone || menuOpen;

  return (
    <div className={styles.root}>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        {t('skip')}
      </a>
      <header className={styles.bar}>
        {phone ? (
          <Button
            appearance="subtle"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? navId : undefined}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('nav.menu')}
          </Button>
        ) : null}
        <p className={styles.brand}>{t('brand')}</p>
        <span className={styles.spacer} />
        <StaffLine />
        <ChangeMyPasswordDialog />
        <LanguageSwitch />
        <LogoutButton />
      </header>
      <div className={mergeClasses(styles.body, phone && styles.bodyPhone)}>
        {showNav ? (
          <div className={mergeClasses(styles.side, phone && styles.sidePhone)}>
            <AdminNav id={navId} onNavigate={() => setMenuOpen(false)} />
          </div>
        ) : null}
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <div className={styles.head}>
            <h1 className={styles.heading}>{heading}</h1>
            {mayOpen && actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
          {mayOpen ? children : <NoAccess />}
        </main>
      </div>
    </div>
  );
}
