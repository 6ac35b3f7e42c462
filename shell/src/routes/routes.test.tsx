import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { $adminAuth, $auth } from 'shared/auth';
import { expectLocation, renderWithProviders, signedIn, visitor } from 'shared/testing';
import { fetchFooterSettingsFx } from '../features/footer/model';
import { fetchLogoFx } from '../features/header/model';
import { AppRoutes } from './AppRoutes';

rs.mock('../remotes/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      remote {remote}/{module}
    </p>
  ),
}));

const admin = {
  loading: false,
  error: null,
  isAuthenticated: true,
  adminInfo: {
    _id: '1f6f9a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    email: 'admin@example.com',
    name: 'Admin',
    role: 'super-admin',
    permissions: ['dashboard.view', 'operators.manage'],
    token: 'admin-token',
    refreshToken: 'admin-refresh',
  },
};
const noAdmin = { loading: false, error: null, isAuthenticated: false, adminInfo: null };

const aboutUs = {
  _id: 'about',
  configKey: 'FOOTER',
  title: 'About us',
  configUrl: '/about-us',
  content: '<p>We list homes across India.</p>',
  configValue: null,
};

function renderAt(path: string, { user = false, isAdmin = false } = {}) {
  const scope = fork({
    values: [
      [$auth, user ? signedIn() : visitor],
      [$adminAuth, isAdmin ? admin : noAdmin],
    ],
    handlers: [
      [fetchLogoFx, async () => null],
      [fetchFooterSettingsFx, async () => [aboutUs]],
    ],
  });
  return renderWithProviders(<AppRoutes />, { scope, at: path });
}

describe('routes and guards', () => {
  it('renders the home page at / with the header and footer', async () => {
    renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find your next home across India' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(document.title).toBe('Find your next home across India | PropertyMarket');
  });

  it('public: renders the listing remote for anyone', async () => {
    renderAt('/property-listing?search=Pune');
    expect(await screen.findByText('remote listing/ListingPage')).toBeTruthy();
  });

  it('public: property details and /Cancel', async () => {
    const { unmount } = renderAt('/property/details/abc');
    expect(await screen.findByText('remote listing/PropertyDetailsPage')).toBeTruthy();
    unmount();
    renderAt('/Cancel');
    expect(await screen.findByText('remote dashboard/CancelPage')).toBeTruthy();
  });

  it('user: a visitor is redirected to /', async () => {
    renderAt('/my-dashboard');
    await expectLocation('/');
    expect(screen.queryByText(/remote dashboard/)).toBeNull();
  });

  it('user: a signed-in user gets the page', async () => {
    renderAt('/my-properties/edit/42', { user: true });
    expect(await screen.findByText('remote add-property/EditPropertyPage')).toBeTruthy();
  });

  it('poster: the wizard sends a visitor to / (the posting check, features/poster-guard)', async () => {
    renderAt('/add-property/media');
    await expectLocation('/');
    expect(screen.queryByText(/remote add-property/)).toBeNull();
  });

  it('user: /create-profile works with and without the user id', async () => {
    renderAt('/create-profile', { user: true });
    expect(await screen.findByText('remote dashboard/CreateProfilePage')).toBeTruthy();
  });

  it('admin: a non-admin goes to /admin/login (even a signed-in user)', async () => {
    renderAt('/admin/users/all', { user: true });
    await expectLocation('/admin/login');
    expect(await screen.findByText('remote admin/LoginPage')).toBeTruthy();
  });

  it('admin: an admin gets the page, without the site header', async () => {
    renderAt('/admin/leadmanagementsystem/dispatch-lead', { isAdmin: true });
    expect(await screen.findByText('remote admin/DispatchLeadPage')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('admin-guest: an authenticated admin on the guest pages goes to /admin/dashboard', async () => {
    for (const path of ['/admin/login', '/admin/forget-password', '/admin/change-password']) {
      const { unmount } = renderAt(path, { isAdmin: true });
      await expectLocation('/admin/dashboard');
      expect(await screen.findByText('remote admin/DashboardPage')).toBeTruthy();
      unmount();
    }
  });

  it('admin-guest: a visitor sees the guest pages', async () => {
    renderAt('/admin/forget-password');
    expect(await screen.findByText('remote admin/ForgetPasswordPage')).toBeTruthy();
  });

  it('a footer link opens its static page with the title and content it carries', async () => {
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    const link = await within(footer).findByRole('link', { name: 'About us' });
    fireEvent.click(link);
    await expectLocation('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('We list homes across India.')).toBeTruthy();
    expect(document.title).toBe('About us | PropertyMarket');
  });

  it('unknown paths show the not-found page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.title).toBe('Page not found | PropertyMarket');
  });
});
