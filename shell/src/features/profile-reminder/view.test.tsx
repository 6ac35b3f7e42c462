import { afterEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $auth } from 'shared/auth';
import { switchLanguage } from 'shared/i18n';
import { expectLocation, renderWithProviders, signedIn, USER_ID, visitor } from 'shared/testing';
import { $reminderShown, askedAtKey, pageVisited, REMINDER_INTERVAL_MS } from './model';
import { ProfileReminder } from './view';

afterEach(() => localStorage.clear());

const NAMELESS = signedIn({ name: null, isNewUser: true });

function open(at = '/', auth = NAMELESS) {
  const scope = fork({ values: [[$auth, auth]] });
  const view = renderWithProviders(
    <>
      <ProfileReminder />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </>,
    { scope, at },
  );
  return { ...view, scope };
}
const bar = () => screen.findByRole('region', { name: 'Complete your profile' });

describe('profile reminder', () => {
  it('asks a user without a name on a later page, and links to their own profile form', async () => {
    open('/property-listing');
    await bar();
    expect(
      screen.getByText(
        'Add your name and photo so buyers and owners know who they are talking to.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Complete your profile' }));
    await expectLocation(`/create-profile/${USER_ID}`);
    expect(screen.queryByRole('region', { name: 'Complete your profile' })).toBeNull();
  });

  it('comes back only once a day after Not now', async () => {
    const { scope } = open('/');
    await bar();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Complete your profile' })).toBeNull();
    const askedAt = Number(localStorage.getItem(askedAtKey(USER_ID)));
    await allSettled(pageVisited, { scope, params: { path: '/', now: askedAt + 60_000 } });
    expect(scope.getState($reminderShown)).toBe(false);
    await allSettled(pageVisited, {
      scope,
      params: { path: '/', now: askedAt + REMINDER_INTERVAL_MS },
    });
    expect(scope.getState($reminderShown)).toBe(true);
  });

  it('is not shown on the profile form itself, which counts as being asked', async () => {
    const { scope } = open('/create-profile');
    await screen.findByText('page');
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Complete your profile' })).toBeNull();
    expect(localStorage.getItem(askedAtKey(USER_ID))).not.toBeNull();
    await allSettled(pageVisited, { scope, params: { path: '/', now: Date.now() } });
    expect(scope.getState($reminderShown)).toBe(false);
  });

  it('never shows for a visitor or a user with a name', async () => {
    open('/', visitor);
    open('/', signedIn());
    await screen.findAllByText('page');
    expect(screen.queryByRole('region', { name: 'Complete your profile' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    open('/');
    await bar();
    await act(() => switchLanguage('hi'));
    try {
      expect(await screen.findByRole('region', { name: 'अपनी प्रोफ़ाइल पूरी करें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'अभी नहीं' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
