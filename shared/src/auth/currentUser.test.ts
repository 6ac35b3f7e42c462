import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { installFakeFetch, json } from '../http/test/fakeServer';
import { $currentUser, currentUserRefreshRequested, fetchCurrentUserFx } from './currentUser';
import { USER_ID, verifyAnswer } from './test/fixtures';
import type { AuthState } from './types';
import { $auth, initialAuthState } from './userModel';

afterEach(() => {
  rs.unstubAllGlobals();
});

const signedIn = (user: Partial<AuthState['user']> = {}): AuthState => {
  const answer = verifyAnswer();
  return {
    ...initialAuthState,
    isAuthenticated: true,
    user: { ...answer.user, token: 't', refreshToken: 'r', ...user } as AuthState['user'],
  };
};

const profile = {
  _id: USER_ID,
  phone: '9876543210',
  name: 'Asha Rao',
  email: 'asha@example.in',
  profileImage: '/media/asha.webp',
  userType: 'owner',
  companyName: null,
  reraAgentId: null,
  city: 'Pune',
  state: 'Maharashtra',
  propertyCount: 3,
  leadsCount: 9,
  activeListingCount: 2,
  isNewUser: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('current user', () => {
  it('is null for visitors', () => {
    expect(fork().getState($currentUser)).toBeNull();
  });

  it('gives the header name, image, counts and id; counts default to 0', () => {
    const scope = fork({
      values: [[$auth, signedIn({ propertyCount: undefined, leadsCount: undefined } as never)]],
    });
    expect(scope.getState($currentUser)).toEqual({
      id: USER_ID,
      name: 'Asha',
      profileImage: null,
      propertyCount: 0,
      leadsCount: 0,
    });
  });

  it('refreshes from GET users/user/getUser/{id}', async () => {
    const server = installFakeFetch(() =>
      json(200, { isSuccess: true, message: 'ok', user: profile }),
    );
    const scope = fork({ values: [[$auth, signedIn()]] });
    await allSettled(currentUserRefreshRequested, { scope });
    expect(server.calls[0]?.url).toBe(`/api/users/user/getUser/${USER_ID}`);
    expect(scope.getState($currentUser)).toEqual({
      id: USER_ID,
      name: 'Asha Rao',
      profileImage: '/media/asha.webp',
      propertyCount: 3,
      leadsCount: 9,
    });
    expect(scope.getState($auth).user?.token).toBe('t');
  });

  it('does not fetch for a visitor', async () => {
    const fetchUser = rs.fn();
    const scope = fork({ handlers: [[fetchCurrentUserFx, fetchUser]] });
    await allSettled(currentUserRefreshRequested, { scope });
    expect(fetchUser).not.toHaveBeenCalled();
  });
});
