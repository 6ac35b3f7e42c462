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
import { logoutClicked, menuItemChosen, settingsPath } from './model';

/** The signed-in user's menu; loaded on demand (see view.tsx). */
export default function AvatarMenu() {
  const [user, choose, logout] = useUnit([$currentUser, menuItemChosen, logoutClicked]);
  if (!user) return null;
  const displayName = user.name || 'My account';

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          aria-label={`Account menu for ${displayName}`}
          icon={
            <Avatar
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
          <MenuItem onClick={() => choose('/profile')}>Profile</MenuItem>
          <Menu positioning="before-top">
            <MenuTrigger disableButtonEnhancement>
              <MenuItem>My Properties</MenuItem>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem onClick={() => choose('/my-dashboard')}>My Dashboard</MenuItem>
                <MenuItem
                  onClick={() => choose('/my-properties')}
                  secondaryContent={
                    <CounterBadge count={user.propertyCount} showZero size="small" />
                  }
                >
                  Property List
                </MenuItem>
                <MenuItem
                  onClick={() => choose('/my-leads')}
                  secondaryContent={<CounterBadge count={user.leadsCount} showZero size="small" />}
                >
                  My Leads
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
          <MenuItem onClick={() => choose(settingsPath(user.id))}>Settings</MenuItem>
          <MenuDivider />
          <MenuItem onClick={() => logout()}>Logout</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
