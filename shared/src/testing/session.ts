import type { AuthState, AuthUser } from '../auth';

export const USER_ID = '0b6f9a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** A user who has a profile, three listings and seven leads. */
export function signedInUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    _id: USER_ID,
    phone: '9876543210',
    name: 'Asha Verma',
    email: null,
    profileImage: null,
    propertyCount: 3,
    leadsCount: 7,
    isNewUser: false,
    token: 'access-token',
    refreshToken: 'refresh-token',
    ...overrides,
  };
}

export function signedIn(overrides: Partial<AuthUser> = {}): AuthState {
  return { loading: false, error: null, user: signedInUser(overrides), isAuthenticated: true };
}

export const visitor: AuthState = {
  loading: false,
  error: null,
  user: null,
  isAuthenticated: false,
};

/** A JSON answer as the api sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
