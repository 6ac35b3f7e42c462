import {
  Avatar,
  Button,
  CounterBadge,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { $currentUser } from 'shared/auth';
import { commonTexts, shellTexts } from '../../i18n';
// With this menu (loaded on demand, for signed-in users only); its list loads on first open.
import { NotificationBell } from '../notifications/NotificationBell';
import { ProfileReminderPortal } from '../profile-reminder/portal';
import { logoutClicked, menuItemChosen, settingsPath } from './model';

const useStyles = makeStyles({
  // Drawn, not written (as the header's logo mark): initials in the DOM are visible text missing
  // from the button's name ('Account menu for Asha Rao'), an axe label-in-name mismatch (WCAG 2.5.3).
  initials: { '::before': { content: 'attr(data-initials)' } },
});

/** The first letters of the first and last words of a name ('Asha Rao' -> 'AR'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The signed-in user's menu; loaded on demand (see view.tsx). */
export default function AvatarMenu() {
  const t = shellTexts.useT();
  const tc = commonTexts.useT();
  const styles = useStyles();
  const [user, choose, logout] = useUnit([$currentUser, menuItemChosen, logoutClicked]);
  if (!user) return null;
  const initials = user.name ? initialsOf(user.name) : '';

  return (
    <>
      <NotificationBell />
      <ProfileReminderPortal />
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="transparent"
            // Before a profile exists there is no name: 'Account menu', not 'Account menu for My account'.
            aria-label={
              user.name ? t('userMenu.label', { name: user.name }) : t('userMenu.unnamed')
            }
            icon={
              <Avatar
                // The button's label names the user; a nameless avatar would be an unnamed image.
                aria-hidden
                name={user.name ?? undefined}
                initials={
                  initials
                    ? { children: <span className={styles.initials} data-initials={initials} /> }
                    : null
                }
                image={user.profileImage ? { src: user.profileImage } : undefined}
                color="colorful"
                size={32}
              />
            }
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => choose('/profile')}>{tc('profile')}</MenuItem>
            <Menu positioning="before-top">
              <MenuTrigger disableButtonEnhancement>
                <MenuItem>{tc('myProperties')}</MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem onClick={() => choose('/my-dashboard')}>{tc('myDashboard')}</MenuItem>
                  <MenuItem
                    onClick={() => choose('/my-properties')}
                    secondaryContent={
                      <CounterBadge count={user.propertyCount} showZero size="small" />
                    }
                  >
                    {tc('propertyList')}
                  </MenuItem>
                  <MenuItem
                    onClick={() => choose('/my-leads')}
                    secondaryContent={
                      <CounterBadge count={user.leadsCount} showZero size="small" />
                    }
                  >
                    {tc('myLeads')}
                  </MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
            <MenuItem onClick={() => choose(settingsPath(user.id))}>{tc('settings')}</MenuItem>
            <MenuDivider />
            <MenuItem onClick={() => logout()}>{tc('logout')}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </>
  );
}
