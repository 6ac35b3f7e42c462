import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import { jsonResponse, renderWithProviders, signedIn, visitor } from 'shared/testing';
import { LazyLoginDialogs } from '../login/view';
import { fetchLogoFx, safeImageUrl } from './model';
import { Header } from './view';

type HappyDomWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };

function renderHeader({ at = '/', auth = visitor, logo = null as string | null } = {}) {
  const scope = fork({ values: [[$auth, auth]], handlers: [[fetchLogoFx, async () => logo]] });
  return renderWithProviders(
    <>
      <Header />
      <LazyLoginDialogs />
    </>,
    { scope, at },
  );
}

afterEach(() => {
  rs.restoreAllMocks();
});

describe('header', () => {
  it('is a 60 px banner with the product name linking home', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(getComputedStyle(banner).height).toBe('60px');
    const home = within(banner).getByRole('link', { name: 'PropertyMarket home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.textContent).toContain('PropertyMarket');
  });

  it('shows the LOGO setting from GET setting/?configKey=LOGO', async () => {
    const fetchSpy = rs.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        isSuccess: true,
        message: 'ok',
        data: [
          {
            _id: 'logo',
            configKey: 'LOGO',
            title: null,
            configUrl: null,
            content: null,
            configValue: '/media/logo.webp',
          },
        ],
      }),
    );
    renderWithProviders(<Header />);
    const home = screen.getByRole('link', { name: 'PropertyMarket home' });
    await screen.findByText((_, element) => element?.tagName === 'IMG');
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/media/logo.webp');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/setting/?configKey=LOGO');
  });

  it('never uses a logo URL with another scheme', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('//evil.example/x.png')).toBeNull();
    expect(safeImageUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
  });

  it('fills the search box from ?search on /property-listing', () => {
    renderHeader({ at: '/property-listing?search=Navi%20Mumbai' });
    const box = screen.getByRole('combobox', { name: 'Search properties' }) as HTMLInputElement;
    expect(box.value).toBe('Navi Mumbai');
  });

  it('ignores ?search on other paths', () => {
    renderHeader({ at: '/?search=Navi%20Mumbai' });
    const box = screen.getByRole('combobox', { name: 'Search properties' }) as HTMLInputElement;
    expect(box.value).toBe('');
  });

  it('hides the drawer button on wide screens', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).toBeNull();
  });

  it('has Post Property with its FREE chip and a Login button for a visitor', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'Post Property FREE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('has the avatar menu instead of Login for a signed-in user', async () => {
    renderHeader({ auth: signedIn() });
    expect(await screen.findByRole('button', { name: 'Account menu for Asha Verma' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });
});

describe('side drawer', () => {
  const setViewportWidth = (width: number) => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
  };
  beforeEach(() => setViewportWidth(600));
  afterEach(() => setViewportWidth(1024));

  it('shows the menu button instead of the header search on small screens', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'Open navigation menu' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search properties' })).toBeNull();
  });

  const openDrawer = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    return screen.findByRole('dialog', { name: 'Navigation' });
  };

  it('offers the same navigation to a signed-in user', async () => {
    renderHeader({ auth: signedIn() });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('combobox', { name: 'Search properties' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Post Property FREE' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Profile' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /^Notifications/ })).toBeTruthy();
    const myProperties = within(drawer).getByRole('button', { name: 'My Properties' });
    expect(myProperties.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(myProperties);
    expect(within(drawer).getByRole('button', { name: 'Property List 3' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'My Leads 7' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Settings' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('closes and opens the login dialog from Login', async () => {
    renderHeader();
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Mobile Verification' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  });
});
