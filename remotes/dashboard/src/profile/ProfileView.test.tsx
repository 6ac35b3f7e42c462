import { afterEach, describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from 'shared/i18n';
import { expectLocation, renderWithProviders, signedIn, USER_ID } from 'shared/testing';
import ProfilePage from '../exposed/ProfilePage';
import { fakeProfileApi, profileOf } from './test/fakeProfileApi';

afterEach(() => sessionStorage.clear());

const agent = profileOf({
  name: 'Asha Rao',
  userType: 'agent',
  companyName: 'Rao Homes',
  reraAgentId: 'P52100012345',
  city: 'Pune',
  state: 'Maharashtra',
  profileImage: '/api/media-files/media/a/w512.webp',
  activeListingCount: 4,
  isNewUser: false,
});

describe('/profile', () => {
  it('shows the profile as others see it, with Edit', async () => {
    fakeProfileApi({ profile: agent });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { at: '/profile', auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Asha Rao' })).toBeTruthy();
    const facts: [string, string][] = [
      ['Role', 'Agent'],
      ['Company', 'Rao Homes'],
      ['RERA agent id', 'P52100012345'],
      ['City', 'Pune, Maharashtra'],
      ['Member since', 'March 2026'],
      ['Active listings', '4'],
    ];
    for (const [term, value] of facts)
      expect(screen.getByText(term).nextElementSibling?.textContent).toBe(value);
    expect(screen.queryByText('9876543210')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Edit profile' }));
    await expectLocation(`/create-profile/${USER_ID}`);
  });

  it('asks a user without a name to complete the profile', async () => {
    fakeProfileApi();
    renderWithProviders(<ProfilePage />, { at: '/profile', auth: signedIn({ name: null }) });
    expect(
      await screen.findByRole('heading', { name: 'You have not added your name yet.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    fakeProfileApi({ profile: agent });
    renderWithProviders(<ProfilePage />, { at: '/profile', auth: signedIn() });
    await screen.findByRole('heading', { name: 'Asha Rao' });
    await act(() => switchLanguage('hi'));
    try {
      expect(await screen.findByText('सक्रिय लिस्टिंग')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'प्रोफ़ाइल बदलें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
