import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import {
  expectLocation,
  jsonResponse,
  renderWithProviders,
  signedIn,
  USER_ID,
  visitor,
} from 'shared/testing';
import { LazyLoginDialogs } from '../login/view';
import { UserMenu } from './view';

function renderMenu(auth = signedIn(), at = '/property-listing') {
  const scope = fork({ values: [[$auth, auth]] });
  renderWithProviders(
    <>
      <UserMenu />
      <LazyLoginDialogs />
    </>,
    { scope, at },
  );
  return { scope };
}

async function openMenu(name = 'Account menu for Asha Verma') {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

afterEach(() => {
  rs.restoreAllMocks();
  localStorage.clear();
});

describe('user menu', () => {
  it('shows a Login button to a visitor, which opens the login dialog', async () => {
    renderMenu(visitor);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Mobile Verification' })).toBeTruthy();
  });

  it('gives focus back to the Login button when the login dialog is closed with Escape', async () => {
    renderMenu(visitor);
    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    fireEvent.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Verification' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(login));
  });

  it('shows the notification bell to a signed-in user only', async () => {
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('lists Profile, My Properties, Settings and Logout', async () => {
    renderMenu();
    const menu = await openMenu();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My Properties', 'Settings', 'Logout']);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('expands My Properties with the count badges', async () => {
    renderMenu();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'My Properties' }));
    const dashboard = await screen.findByRole('menuitem', { name: 'My Dashboard' });
    const submenu = dashboard.closest('[role="menu"]') as HTMLElement;
    expect(within(submenu).getByRole('menuitem', { name: /Property List/ }).textContent).toBe(
      'Property List3',
    );
    expect(within(submenu).getByRole('menuitem', { name: /My Leads/ }).textContent).toBe(
      'My Leads7',
    );
    fireEvent.click(within(submenu).getByRole('menuitem', { name: /Property List/ }));
    await expectLocation('/my-properties');
  });

  it("is named 'Account menu' before the user has a name (no profile yet)", async () => {
    renderMenu(signedIn({ name: null }));
    const menu = await openMenu('Account menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
  });

  it('shows 0 on the badges by default', async () => {
    renderMenu(signedIn({ propertyCount: 0, leadsCount: 0 }));
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'My Properties' }));
    expect((await screen.findByRole('menuitem', { name: /Property List/ })).textContent).toBe(
      'Property List0',
    );
    expect(screen.getByRole('menuitem', { name: /My Leads/ }).textContent).toBe('My Leads0');
  });

  it('goes to Profile and to Settings (/create-profile/{userId})', async () => {
    renderMenu();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Profile' }));
    await expectLocation('/profile');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Settings' }));
    await expectLocation(`/create-profile/${USER_ID}`);
  });

  it('logs out: POST users/user/logout/{userId}, session reset, toast, home', async () => {
    localStorage.setItem('userToken', 'access-token');
    const fetchSpy = rs
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse({ isSuccess: true, message: 'Logged out' }));
    const { scope } = renderMenu();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout successful')).toBeTruthy();
    await expectLocation('/');
    // The bell asks for its unread count too: find the logout call among the calls.
    const logoutCall = fetchSpy.mock.calls.find(([url]) => String(url).includes('/logout/'));
    const [url, init] = logoutCall as [string, RequestInit];
    expect(url).toBe(`/api/users/user/logout/${USER_ID}`);
    expect(init.method).toBe('POST');
    expect(scope.getState($auth).isAuthenticated).toBe(false);
    expect(scope.getState($auth).user).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
