import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminLogoutFx } from 'shared/auth';
import { expectLocation, renderWithProviders } from 'shared/testing';
import { AdminPage } from './AdminPage';
import { findDialog } from './testDialogs';
import { adminScope, type staffOf } from './testStaff';

function renderPage(
  role: Parameters<typeof staffOf>[0],
  permission?: 'users.view' | 'operators.manage',
) {
  const content = rs.fn(() => <p>Secret content</p>);
  function Content() {
    return content();
  }
  const logout = rs.fn(async () => undefined);
  const scope = adminScope(role, [[adminLogoutFx, logout]]);
  renderWithProviders(
    <AdminPage
      title="Admin: Users"
      heading="Users"
      permission={permission}
      actions={<button type="button">Export CSV</button>}
    >
      <Content />
    </AdminPage>,
    { scope, at: '/admin/users/all' },
  );
  return { content, logout, user: userEvent.setup() };
}

const navigation = () => screen.getByRole('navigation', { name: 'Admin screens' });
const linkNames = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminPage', () => {
  it('shows the heading, the title, who is signed in and the screens of a super admin', async () => {
    renderPage('super-admin', 'users.view');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Admin: Users'));
    expect(screen.getByText('Asha Admin').closest('p')?.textContent).toBe(
      'Signed in as Asha Admin (super-admin@example.com), Super admin',
    );
    expect(linkNames()).toEqual([
      'Dashboard',
      'Properties',
      'Users',
      'Coupons',
      'Generated leads',
      'Dispatch lead',
      'Settings',
      'Suggestions',
      'Operators',
    ]);
    expect(
      within(navigation()).getByRole('link', { name: 'Users' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByText('Secret content')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#admin-main',
    );
  });

  it("lists only the screens a moderator's role may open", () => {
    renderPage('moderator', 'users.view');
    expect(linkNames()).toEqual(['Dashboard', 'Properties', 'Users', 'Suggestions']);
  });

  it('without the permission: says so, links to the dashboard, and does not render the screen', async () => {
    const { content, user } = renderPage('finance', 'operators.manage');
    expect(
      screen.getByRole('heading', { level: 2, name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(screen.queryByText('Secret content')).toBeNull();
    expect(content).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    await expectLocation('/admin/dashboard');
  });

  it('logs out after the confirmation and goes to the login page', async () => {
    const { logout, user } = renderPage('support');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await findDialog('Log out of the admin area?');
    await user.click(within(dialog).getByRole('button', { name: 'Log out', hidden: true }));
    await expectLocation('/admin/login');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('on a phone the navigation opens from the Menu button and closes on a choice', async () => {
    const phone = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    const original = window.matchMedia;
    window.matchMedia = phone;
    try {
      const { user } = renderPage('super-admin', 'users.view');
      const menu = screen.getByRole('button', { name: 'Menu' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('navigation', { name: 'Admin screens' })).toBeNull();
      await user.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      await user.click(within(navigation()).getByRole('link', { name: 'Coupons' }));
      await expectLocation('/admin/users/coupons');
      expect(screen.queryByRole('navigation', { name: 'Admin screens' })).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
