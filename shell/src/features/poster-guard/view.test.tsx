import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { $auth } from 'shared/auth';
import type { CanPostAnswer } from 'shared/contracts/eligibility';
import { expectLocation, renderWithProviders, signedIn, USER_ID, visitor } from 'shared/testing';
import { AppRoutes } from '../../routes/AppRoutes';
import { fetchFooterSettingsFx } from '../footer/model';
import { fetchLogoFx } from '../header/model';
import { checkCanPostFx } from '../post-property/model';
import { $mayPostUserId, guardCheckFx } from './model';

rs.mock('../../remotes/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      remote {remote}/{module}
    </p>
  ),
}));

const answer = (overrides: Partial<CanPostAnswer>): CanPostAnswer => ({
  isSuccess: true,
  canPost: false,
  message: '',
  reason: '',
  propertyCount: 0,
  ...overrides,
});

function scopeFor(auth = signedIn(), canPost?: () => Promise<CanPostAnswer>) {
  const check = rs.fn(canPost ?? (async () => answer({ canPost: true })));
  const buttonCheck = rs.fn(async () => answer({ canPost: true }));
  const scope = fork({
    values: [[$auth, auth]],
    handlers: [
      [guardCheckFx, check],
      [checkCanPostFx, buttonCheck],
      [fetchLogoFx, async () => null],
      [fetchFooterSettingsFx, async () => []],
    ],
  });
  return { scope, check, buttonCheck };
}

const renderAt = (path: string, scope: Scope) =>
  renderWithProviders(<AppRoutes />, { scope, at: path });

describe('a wizard URL typed in the address bar runs the posting check', () => {
  it('asks a visitor to log in, opens the login dialog and goes to /', async () => {
    const { scope, check } = scopeFor(visitor);
    renderAt('/add-property/media', scope);
    expect(await screen.findByText('Please login to post a property.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Mobile Verification' })).toBeTruthy();
    await expectLocation('/');
    expect(screen.queryByText(/remote add-property/)).toBeNull();
    expect(check).not.toHaveBeenCalled();
  });

  it('opens the step for a user the api lets post, and the next step without asking again', async () => {
    const { scope, check } = scopeFor();
    const first = renderAt('/add-property', scope);
    expect(await screen.findByText('remote add-property/BasicDetailsStep')).toBeTruthy();
    expect(check).toHaveBeenCalledWith(USER_ID);
    first.unmount();
    renderAt('/add-property/location', scope);
    expect(await screen.findByText('remote add-property/LocationStep')).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('sends a user without a subscription to the plan page with the spec message', async () => {
    const { scope } = scopeFor(signedIn(), async () =>
      answer({
        message: 'No active subscription or subscription expired',
        reason: 'NO_SUBSCRIPTION',
      }),
    );
    renderAt('/add-property/pricing', scope);
    expect(await screen.findByText('Please subscribe to post more properties.')).toBeTruthy();
    await expectLocation('/subscriptions/plan');
    expect(screen.queryByText(/remote add-property/)).toBeNull();
  });

  it('shows any other reason on the way to the plan page', async () => {
    const { scope } = scopeFor(signedIn(), async () =>
      answer({ message: 'You have used all 2 listings of your plan', reason: 'QUOTA_EXHAUSTED' }),
    );
    renderAt('/add-property', scope);
    expect(await screen.findByText('You have used all 2 listings of your plan')).toBeTruthy();
    await expectLocation('/subscriptions/plan');
  });

  it('says the check failed, stays, and Retry asks again', async () => {
    let attempt = 0;
    const { scope, check } = scopeFor(signedIn(), async () => {
      attempt += 1;
      if (attempt === 1) throw { success: false, message: 'Network down' };
      return answer({ canPost: true });
    });
    renderAt('/add-property/profile', scope);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(
      screen.getAllByText('Error checking property posting eligibility. Please try again.').length,
    ).toBeGreaterThan(0);
    await expectLocation('/add-property/profile');
    fireEvent.click(retry);
    expect(await screen.findByText('remote add-property/ProfileStep')).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("takes the Post Property button's yes: its way into the wizard asks the api once", async () => {
    const { scope, check, buttonCheck } = scopeFor();
    renderAt('/property-listing', scope);
    fireEvent.click(screen.getByRole('button', { name: 'Post Property FREE' }));
    expect(await screen.findByText('remote add-property/BasicDetailsStep')).toBeTruthy();
    await expectLocation('/add-property');
    expect(buttonCheck).toHaveBeenCalledTimes(1);
    expect(check).not.toHaveBeenCalled();
  });

  it('asks again for another user', async () => {
    const { scope, check } = scopeFor(signedIn({ _id: '7d3b2c1a-0f9e-4d8c-b7a6-5e4f3d2c1b0a' }));
    await allSettled($mayPostUserId, { scope, params: USER_ID });
    renderAt('/add-property', scope);
    expect(await screen.findByText('remote add-property/BasicDetailsStep')).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
