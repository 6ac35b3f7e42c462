import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { currentUserRefreshRequested } from 'shared/auth';
import type { UserProfile } from 'shared/contracts/users';
import { type ApiFailure, isSessionEnded, SESSION_ENDED_MESSAGE } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifySuccessFx } from 'shared/ui/notify';
import { fetchProfile, saveProfile, waitUntilProcessed } from './api';
import {
  EMPTY_FORM,
  type FormErrors,
  formFromProfile,
  formProblems,
  type ProfileForm,
  readDraft,
  updateBody,
  writeDraft,
} from './form';
import { profileTexts } from './i18n';

/** The new photo: sent through tus, then processed by the api into square sizes. */
export type PhotoState =
  | { step: 'none' }
  | { step: 'uploading'; percent: number }
  | { step: 'processing' }
  | { step: 'ready'; mediaId: string; url: string }
  | { step: 'failed'; reason: string | null };

// UI events
export const profileOpened = createEvent<{ userId: string }>();
export const formChanged = createEvent<Partial<ProfileForm>>();
export const saveClicked = createEvent();
export const skipClicked = createEvent();
export const retryLoadClicked = createEvent();
export const photoUploadStarted = createEvent();
export const photoProgressed = createEvent<number>();
export const photoUploaded = createEvent<string>();
export const photoFailed = createEvent<string | null>();
export const photoDiscarded = createEvent();
/** The current photo is removed (saved as no photo). */
export const photoRemoveClicked = createEvent();

// effects
export const loadProfileFx = createEffect(async (userId: string) => ({
  profile: await fetchProfile(userId),
  draft: readDraft(userId),
}));
export const writeDraftFx = createEffect(
  ({ userId, form }: { userId: string; form: ProfileForm | null }) => writeDraft(userId, form),
);
export const processPhotoFx = createEffect(async (mediaId: string) => {
  const media = await waitUntilProcessed(mediaId);
  return { mediaId, url: media.thumbnailUrl ?? media.url ?? '' };
});
export const saveProfileFx = createEffect<
  { userId: string; body: Parameters<typeof saveProfile>[1]; firstTime: boolean },
  UserProfile,
  ApiFailure
>(({ userId, body }) => saveProfile(userId, body));

// data
export const $userId = createStore<string | null>(null).on(
  profileOpened,
  (_, { userId }) => userId,
);
export const $profile = createStore<UserProfile | null>(null)
  .on(loadProfileFx.doneData, (_, { profile }) => profile)
  .on(saveProfileFx.doneData, (_, profile) => profile);
export const $loadFailed = createStore(false)
  .on(loadProfileFx, () => false)
  .on(loadProfileFx.fail, () => true);
export const $form = createStore<ProfileForm>(EMPTY_FORM)
  .on(loadProfileFx.doneData, (_, { profile, draft }) => draft ?? formFromProfile(profile))
  .on(formChanged, (form, patch) => ({
    ...form,
    ...patch,
    // Another state has other cities.
    ...(patch.state !== undefined && patch.state !== form.state && patch.city === undefined
      ? { city: '' }
      : {}),
  }));
export const $draftRestored = createStore(false).on(
  loadProfileFx.doneData,
  (_, { draft }) => draft !== null,
);
export const $errors = createStore<FormErrors>({})
  .on(profileOpened, () => ({}))
  // A corrected field loses its message at once; the others stay until the next Save.
  .on(formChanged, (errors, patch) => {
    const next = { ...errors };
    for (const field of Object.keys(patch)) delete next[field as keyof ProfileForm];
    return next;
  });
export const $saveError = createStore<string | null>(null)
  .on(saveClicked, () => null)
  .on(profileOpened, () => null);
export const $photo = createStore<PhotoState>({ step: 'none' })
  .on(profileOpened, () => ({ step: 'none' }))
  .on(photoUploadStarted, () => ({ step: 'uploading', percent: 0 }))
  .on(photoProgressed, (_, percent) => ({ step: 'uploading', percent }))
  .on(photoUploaded, () => ({ step: 'processing' }))
  .on(processPhotoFx.doneData, (_, ready) => ({ step: 'ready', ...ready }))
  .on(processPhotoFx.failData, (_, error) => ({ step: 'failed', reason: error.message || null }))
  .on(photoFailed, (_, reason) => ({ step: 'failed', reason }))
  .on(photoDiscarded, () => ({ step: 'none' }))
  .on(saveProfileFx.done, () => ({ step: 'none' }));
export const $photoRemoved = createStore(false)
  .on(profileOpened, () => false)
  .on(photoRemoveClicked, () => true)
  .on(photoUploaded, () => false)
  .on(saveProfileFx.done, () => false);
export const $saving = saveProfileFx.pending;
export const $photoBusy = $photo.map(
  (photo) => photo.step === 'uploading' || photo.step === 'processing',
);
/** The photo the form shows: the new one once processed, else the saved one (unless removed). */
export const $shownPhoto = combine($photo, $profile, $photoRemoved, (photo, profile, removed) =>
  photo.step === 'ready' ? photo.url : removed ? null : (profile?.profileImage ?? null),
);

// logic
sample({ clock: profileOpened, fn: ({ userId }) => userId, target: loadProfileFx });
sample({
  clock: retryLoadClicked,
  source: $userId,
  filter: (userId): userId is string => userId !== null,
  target: loadProfileFx,
});
sample({ clock: photoUploaded, target: processPhotoFx });

// Every change is kept in the tab's session storage until saved.
sample({
  clock: formChanged,
  source: { userId: $userId, form: $form },
  filter: (source): source is { userId: string; form: ProfileForm } => source.userId !== null,
  target: writeDraftFx,
});

const saveChecked = sample({
  clock: saveClicked,
  source: {
    form: $form,
    userId: $userId,
    profile: $profile,
    photo: $photo,
    removed: $photoRemoved,
    busy: $photoBusy,
  },
  filter: ({ userId, profile }) => userId !== null && profile !== null,
});
const problems = saveChecked.map(({ form }) => formProblems(form));
sample({ clock: problems, target: $errors });
sample({
  clock: saveChecked,
  filter: ({ form, busy }) => busy || Object.keys(formProblems(form)).length > 0,
  fn: ({ busy, form }) =>
    busy && Object.keys(formProblems(form)).length === 0 ? profileTexts.t('error.photoBusy') : null,
  target: $saveError,
});
sample({
  clock: saveChecked,
  filter: ({ form, busy }) => !busy && Object.keys(formProblems(form)).length === 0,
  fn: ({ form, userId, profile, photo, removed }) => ({
    userId: userId as string,
    firstTime: !profile?.name,
    body: updateBody(
      form,
      photo.step === 'ready' ? { mediaId: photo.mediaId } : removed ? { removed: true } : null,
    ),
  }),
  target: saveProfileFx,
});

sample({
  clock: saveProfileFx.failData,
  fn: (failure) =>
    isSessionEnded(failure)
      ? SESSION_ENDED_MESSAGE
      : failure.status
        ? profileTexts.t('form.saveFailed', { reason: failure.message })
        : profileTexts.t('form.saveFailedNetwork'),
  target: $saveError,
});

// Saved: the header reads the new name and photo, the draft goes, and so does the user.
sample({
  clock: saveProfileFx.done,
  source: $userId,
  filter: (userId): userId is string => userId !== null,
  fn: (userId) => ({ userId: userId as string, form: null }),
  target: writeDraftFx,
});
sample({ clock: saveProfileFx.done, target: currentUserRefreshRequested });
sample({
  clock: saveProfileFx.done,
  fn: () => profileTexts.t('form.saved'),
  target: notifySuccessFx,
});
sample({
  clock: saveProfileFx.done,
  fn: ({ params }) => ({ to: params.firstTime ? '/' : '/profile' }),
  target: navigateFx,
});
sample({ clock: skipClicked, fn: () => ({ to: '/' }), target: navigateFx });
