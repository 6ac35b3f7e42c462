import {
  Button,
  CounterBadge,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { $currentUser } from 'shared/auth';
import { dialogTexts } from '../../dialogTexts';
import { commonTexts } from '../../i18n';
import { PRODUCT_NAME } from '../../lib/brand';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { LanguageSwitch } from '../language/view';
import { loginClicked } from '../login/model';
import { NotificationBell } from '../notifications/NotificationBell';
import { PostPropertyButton } from '../post-property/view';
import { drawerSearch } from '../search/model';
import { useSearchFromUrl } from '../search/useSearchFromUrl';
import { SearchBox } from '../search/view';
import { logoutClicked, menuItemChosen, settingsPath } from '../user-menu/model';
import { $isDrawerOpen, drawerClosed } from './model';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  nested: { paddingLeft: tokens.spacingHorizontalL },
  item: { width: '100%', justifyContent: 'space-between' },
});

/** The header's navigation for small screens; loaded on demand. */
export default function SideDrawer() {
  const styles = useStyles();
  const t = dialogTexts.useT();
  const tc = commonTexts.useT();
  const nestedId = useId();
  const [expanded, setExpanded] = useState(false);
  const [open, user] = useUnit([$isDrawerOpen, $currentUser]);
  // Escape or the close button gives focus back to the header's menu button.
  useFocusReturn(open);
  const events = useUnit({
    close: drawerClosed,
    choose: menuItemChosen,
    login: loginClicked,
    logout: logoutClicked,
  });
  useSearchFromUrl(drawerSearch);
  const restoreFocusHere = useRestoreFocusTarget();

  const link = (label: string, to: string, count?: number) => (
    <li>
      <Button className={styles.item} appearance="subtle" onClick={() => events.choose(to)}>
        {label}
        {count !== undefined && <CounterBadge count={count} showZero size="small" />}
      </Button>
    </li>
  );

  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_, data) => !data.open && events.close()}
      aria-label={t('drawer.label')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('drawer.close')}
              onClick={() => events.close()}
            >
              {/* i18n-ignore: a symbol; the button is named by its aria-label */}✕
            </Button>
          }
        >
          {PRODUCT_NAME}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <SearchBox model={drawerSearch} />
        <PostPropertyButton />
        <LanguageSwitch />
        {user ? (
          <nav aria-label={t('drawer.account')}>
            <ul className={styles.list}>
              <li>
                <NotificationBell row poll={false} />
              </li>
              {link(tc('profile'), '/profile')}
              <li>
                <Button
                  className={styles.item}
                  appearance="subtle"
                  aria-expanded={expanded}
                  aria-controls={nestedId}
                  onClick={() => setExpanded((value) => !value)}
                >
                  {tc('myProperties')}
                </Button>
                {expanded && (
                  <ul id={nestedId} className={mergeClasses(styles.list, styles.nested)}>
                    {link(tc('myDashboard'), '/my-dashboard')}
                    {link(tc('propertyList'), '/my-properties', user.propertyCount)}
                    {link(tc('myLeads'), '/my-leads', user.leadsCount)}
                  </ul>
                )}
              </li>
              {link(tc('settings'), settingsPath(user.id))}
              <li>
                <Button className={styles.item} appearance="subtle" onClick={() => events.logout()}>
                  {tc('logout')}
                </Button>
              </li>
            </ul>
          </nav>
        ) : (
          <Button appearance="primary" onClick={() => events.login()} {...restoreFocusHere}>
            {tc('login')}
          </Button>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
