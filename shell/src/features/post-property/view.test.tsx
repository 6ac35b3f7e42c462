import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import type { CanPostAnswer } from 'shared/contracts/eligibility';
import {
  expectLocation,
  jsonResponse,
  renderWithProviders,
  signedIn,
  USER_ID,
  visitor,
} from 'shared/testing';
import { LazyLoginDialogs } from '../login/view';
import { checkCanPostFx } from './model';
// The check's own handler loads it; these tests replace that handler.
import './answers';
import { PostPropertyButton } from './view';

const answer = (overrides: Partial<CanPostAnswer>): CanPostAnswer => ({
  isSuccess: true,
  canPost: false,
  message: '',
  reason: '',
  propertyCount: 2,
  ...overrides,
});

function renderButton(auth = signedIn(), canPost?: () => Promise<CanPostAnswer>) {
  const check = rs.fn(canPost ?? (async () => answer({ canPost: true })));
  const scope = fork({ values: [[$auth, auth]], handlers: [[checkCanPostFx, check]] });
  renderWithProviders(
    <>
      <PostPropertyButton />
      <LazyLoginDialogs />
    </>,
    { scope, at: '/property-listing' },
  );
  fireEvent.click(screen.getByRole('button', { name: /Post Property/ }));
  return { check };
}

afterEach(() => {
  rs.restoreAllMocks();
});

describe('Post Property', () => {
  it('shows the FREE chip', () => {
    renderWithProviders(<PostPropertyButton />);
    expect(screen.getByRole('button', { name: 'Post Property FREE' })).toBeTruthy();
  });

  it('asks a visitor to log in and opens the login dialog', async () => {
    const { check } = renderButton(visitor);
    expect(await screen.findByText('Please login to post a property.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Mobile Verification' })).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
  });

  it('gives focus back to Post Property when a visitor closes the login dialog with Escape', async () => {
    renderWithProviders(
      <>
        <PostPropertyButton />
        <LazyLoginDialogs />
      </>,
      { scope: fork({ values: [[$auth, visitor]] }) },
    );
    const post = screen.getByRole('button', { name: /Post Property/ });
    post.focus();
    fireEvent.click(post);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Verification' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(post));
  });

  it('sends a user who may post to /add-property', async () => {
    const { check } = renderButton();
    await screen.findByText('/add-property');
    expect(check).toHaveBeenCalledWith(USER_ID);
  });

  it('sends a user without a subscription to the plan page', async () => {
    renderButton(signedIn(), async () =>
      answer({
        message: 'No active subscription or subscription expired',
        reason: 'NO_SUBSCRIPTION',
      }),
    );
    expect(await screen.findByText('Please subscribe to post more properties.')).toBeTruthy();
    await expectLocation('/subscriptions/plan');
  });

  it('shows any other reason and goes to the plan page', async () => {
    renderButton(signedIn(), async () =>
      answer({ message: 'Quota used', reason: 'Your plan allows 2 properties' }),
    );
    expect(await screen.findByText('Your plan allows 2 properties')).toBeTruthy();
    await expectLocation('/subscriptions/plan');
  });

  it("words a coded reason with the api's message (QUOTA_EXHAUSTED)", async () => {
    renderButton(signedIn(), async () =>
      answer({ message: 'You have used all 2 listings of your plan', reason: 'QUOTA_EXHAUSTED' }),
    );
    expect(await screen.findByText('You have used all 2 listings of your plan')).toBeTruthy();
    expect(screen.queryByText('QUOTA_EXHAUSTED')).toBeNull();
    await expectLocation('/subscriptions/plan');
  });

  it("says 'You are not allowed to post a property.' without a reason", async () => {
    renderButton(signedIn(), async () => answer({ message: 'Nope', reason: '' }));
    expect(await screen.findByText('You are not allowed to post a property.')).toBeTruthy();
    await expectLocation('/subscriptions/plan');
  });

  it('reports a failed eligibility check and stays', async () => {
    renderButton(signedIn(), () => Promise.reject({ success: false, message: 'Network down' }));
    expect(
      await screen.findByText('Error checking property posting eligibility. Please try again.'),
    ).toBeTruthy();
    await expectLocation('/property-listing');
  });

  it('says the session ended, not that the check failed, when the token refresh fails', async () => {
    localStorage.setItem('userToken', 'expired-token');
    localStorage.setItem('userRefreshToken', 'revoked-refresh-token');
    const fetchSpy = rs
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('users/refresh-token')
          ? jsonResponse({ isSuccess: false, message: 'Refresh token revoked' }, 401)
          : jsonResponse(
              { isSuccess: false, message: 'Token expired', code: 'TOKEN_EXPIRED' },
              401,
            ),
      );
    const scope = fork({ values: [[$auth, signedIn()]] });
    renderWithProviders(<PostPropertyButton />, { scope, at: '/property-listing' });
    fireEvent.click(screen.getByRole('button', { name: /Post Property/ }));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    expect(
      screen.queryByText('Error checking property posting eligibility. Please try again.'),
    ).toBeNull();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/can-post-property/${USER_ID}`,
      '/api/users/refresh-token',
    ]);
    expect(localStorage.getItem('userToken')).toBeNull();
    localStorage.clear();
  });

  it('asks to log in again when the session has no user data', async () => {
    const { check } = renderButton({ ...signedIn(), user: null });
    expect(
      await screen.findByText('User data not available. Please try logging in again.'),
    ).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
  });

  it("calls GET /api/can-post-property/{userId} with the user's bearer token", async () => {
    localStorage.setItem('userToken', 'access-token');
    const fetchSpy = rs
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        jsonResponse(answer({ canPost: true, message: 'You can post a property', reason: 'OK' })),
      );
    const scope = fork({ values: [[$auth, signedIn()]] });
    renderWithProviders(<PostPropertyButton />, { scope });
    fireEvent.click(screen.getByRole('button', { name: /Post Property/ }));
    await screen.findByText('/add-property');
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/can-post-property/${USER_ID}`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer access-token');
    localStorage.clear();
  });
});
