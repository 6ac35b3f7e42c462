import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import { jsonResponse, renderWithProviders, signedIn } from 'shared/testing';
import { initialsOf } from './AvatarMenu';
import { UserMenu } from './view';

function renderMenu(auth = signedIn()) {
  // The bell beside the avatar asks for its unread count.
  rs.stubGlobal(
    'fetch',
    rs.fn(async () => jsonResponse({ isSuccess: true, message: 'ok', unread: 0 })),
  );
  renderWithProviders(<UserMenu />, { scope: fork({ values: [[$auth, auth]] }) });
}

describe('the account button avatar', () => {
  it('draws the initials instead of writing them, so the button has no text outside its name', async () => {
    renderMenu();
    const button = await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
    expect(button.textContent).toBe('');
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AV');
  });

  it('shows the profile photo once the profile has one', async () => {
    renderMenu(signedIn({ profileImage: '/api/media-files/media/a/w256.webp' }));
    const button = await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(
      '/api/media-files/media/a/w256.webp',
    );
  });

  it('brings the profile reminder to the end of the page for a user without a name', async () => {
    rs.stubGlobal(
      'fetch',
      rs.fn(async () => jsonResponse({ isSuccess: true, message: 'ok', unread: 0 })),
    );
    renderWithProviders(<UserMenu />, {
      scope: fork({ values: [[$auth, signedIn({ name: null, isNewUser: true })]] }),
    });
    // The account menu's chunk loads first: more than the default second on a busy machine.
    const bar = await screen.findByRole(
      'region',
      { name: 'Complete your profile' },
      { timeout: 10_000 },
    );
    expect(bar.parentElement).toBe(document.body);
    localStorage.clear();
  });

  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('  ravi  ')).toBe('R');
    expect(initialsOf('Anil Kumar Sharma')).toBe('AS');
  });
});
