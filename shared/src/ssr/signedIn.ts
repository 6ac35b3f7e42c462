import { allSettled, type Scope } from 'effector';
import type { AuthState } from '../auth/types';
import { authRestored } from '../auth/userModel';

/**
 * The session a server render of a user's own page runs with: signed in as `userId`, as the
 * browser's persisted session has it before hydrating. Only the id is known (the page-session
 * cookie carries no more): name, photo and counts show after hydration, as on every page. Never
 * serialized ($auth has no sid) and holding no token: the server calls the api with its own.
 */
export function signedInAuthState(userId: string): AuthState {
  return {
    loading: false,
    error: null,
    isAuthenticated: true,
    user: {
      _id: userId,
      phone: '',
      name: null,
      email: null,
      profileImage: null,
      propertyCount: 0,
      leadsCount: 0,
      isNewUser: false,
      token: '',
      refreshToken: '',
    },
  };
}

/** Puts the signed-in session into a server render's scope. */
export async function signedInState(scope: Scope, userId: string): Promise<void> {
  await allSettled(authRestored, { scope, params: signedInAuthState(userId) });
}
