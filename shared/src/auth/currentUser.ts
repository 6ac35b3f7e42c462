import { createEffect, createEvent, sample } from 'effector';
import type { ApiFailure } from 'shared/http';
import { request, userApi } from 'shared/http';
import type { UserProfile } from '../contracts/users';
import type { CurrentUser } from './types';
import { $auth } from './userModel';

/** The header's view of the signed-in user; null for visitors. */
export const $currentUser = $auth.map<CurrentUser | null>(({ user }) =>
  user
    ? {
        id: user._id,
        name: user.name ?? null,
        profileImage: user.profileImage ?? null,
        propertyCount: user.propertyCount ?? 0,
        leadsCount: user.leadsCount ?? 0,
      }
    : null,
);

/** Something changed the user's profile or counts (posted a property, edited the profile). */
export const currentUserRefreshRequested = createEvent();

export const fetchCurrentUserFx = createEffect<string, UserProfile, ApiFailure>(async (id) => {
  const { userAnswerSchema } = await import('../contracts/users');
  const answer = await request(
    userAnswerSchema,
    userApi.url(`users/user/getUser/${id}`).get().json(),
  );
  return answer.user;
});

sample({
  clock: currentUserRefreshRequested,
  source: $auth,
  filter: (auth) => auth.user !== null,
  fn: (auth) => auth.user?._id ?? '',
  target: fetchCurrentUserFx,
});

$auth.on(fetchCurrentUserFx.doneData, (state, profile) =>
  state.user && state.user._id === profile._id
    ? {
        ...state,
        user: {
          ...state.user,
          name: profile.name,
          email: profile.email,
          profileImage: profile.profileImage,
          propertyCount: profile.propertyCount,
          leadsCount: profile.leadsCount,
          isNewUser: profile.isNewUser,
        },
      }
    : state,
);
