import { describe, expect, it } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import { createStandaloneApp } from './index';

function UsersPage() {
  return <h1>Users</h1>;
}

describe('createStandaloneApp', () => {
  it("renders the remote's screen at its path", async () => {
    window.history.pushState({}, '', '/admin/users/all');
    const App = createStandaloneApp({
      name: 'admin',
      routes: [{ path: '/admin/users/all', Page: UsersPage }],
    });
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
  });

  it('lists its screens anywhere else', async () => {
    window.history.pushState({}, '', '/nowhere');
    const App = createStandaloneApp({
      name: 'admin',
      routes: [{ path: '/admin/users/all', Page: UsersPage }],
    });
    render(<App />);
    const index = await screen.findByRole('navigation', { name: 'Screens of the admin remote' });
    const link = within(index).getByRole('link', { name: '/admin/users/all' });
    expect(link.getAttribute('href')).toBe('/admin/users/all');
  });
});
