import { rs } from '@rstest/core';
import type { UserProfile } from 'shared/contracts/users';
import { jsonResponse, placesAnswer, USER_ID } from 'shared/testing';

export function profileOf(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: USER_ID,
    phone: '9876543210',
    name: null,
    email: null,
    profileImage: null,
    userType: null,
    companyName: null,
    reraAgentId: null,
    city: null,
    state: null,
    propertyCount: 0,
    leadsCount: 0,
    activeListingCount: 0,
    isNewUser: true,
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    ...overrides,
  };
}

type Call = { method: string; path: string; body: unknown };

/**
 * The api the profile pages call: getUser, update (answers `update` or echoes the body into the
 * profile), states and cities, and a profile photo's processing status.
 */
export function fakeProfileApi(
  options: {
    profile?: UserProfile;
    update?: (body: Record<string, unknown>) => Response;
    media?: () => Response;
  } = {},
) {
  let profile = options.profile ?? profileOf();
  const calls: Call[] = [];
  const fetch = rs.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const body = request.method === 'PATCH' ? await request.json() : undefined;
    calls.push({ method: request.method, path: url.pathname, body });
    if (url.pathname.endsWith(`/users/user/getUser/${USER_ID}`))
      return jsonResponse({ isSuccess: true, message: 'ok', user: profile });
    if (url.pathname.endsWith(`/users/user/update/${USER_ID}`)) {
      if (options.update) return options.update(body as Record<string, unknown>);
      const { profileMediaId, ...fields } = body as Record<string, unknown>;
      profile = {
        ...profile,
        ...fields,
        ...(profileMediaId
          ? { profileImage: `/api/media-files/media/${profileMediaId}/a-w512.webp` }
          : {}),
        isNewUser: false,
      } as UserProfile;
      return jsonResponse({ isSuccess: true, message: 'Profile updated', user: profile });
    }
    const places = placesAnswer(url);
    if (places) return places;
    if (url.pathname.includes('/media/') && options.media) return options.media();
    throw new Error(`Unexpected call ${request.method} ${url.pathname}`);
  });
  rs.stubGlobal('fetch', fetch);
  return { fetch, calls };
}
