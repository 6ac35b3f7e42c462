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
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { $currentUser } from 'shared/auth';
import { commonTexts, shellTexts } from '../../i18n';
// With this menu (loaded on demand, for signed-in users only); its list loads on first open.
import { NotificationBell } from '../notifications/NotificationBell';
import { logoutClicked, menuItemChosen, settingsPath } from './model';

/** The signed-in user's menu; loaded on demand (see view.tsx). */
export default function AvatarMenu() {
  const t = shellTexts.useT();
  const tc = commonTexts.useT();
  const [user, choose, logout] = useUnit([$currentUser, menuItemChosen, logoutClicked]);
  if (!user) return null;

  return (
    <>
      <NotificationBell />
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
