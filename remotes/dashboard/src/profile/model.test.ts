import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $auth } from 'shared/auth';
import { jsonResponse, signedIn, USER_ID } from 'shared/testing';
import {
  $photo,
  $shownPhoto,
  formChanged,
  photoFailed,
  photoProgressed,
  photoRemoveClicked,
  photoUploaded,
  photoUploadStarted,
  profileOpened,
  saveClicked,
  saveProfileFx,
} from './model';
import { fakeProfileApi, profileOf } from './test/fakeProfileApi';

const MEDIA_ID = '00000000-0000-4000-8000-0000000000a1';
const media = (status: string, error: string | null = null) =>
  jsonResponse({
    isSuccess: true,
    message: 'ok',
    media: {
      _id: MEDIA_ID,
      kind: 'image',
      status,
      error,
      url: status === 'ready' ? `/api/media-files/media/${MEDIA_ID}/a-w512.webp` : null,
      srcSet: null,
      thumbnailUrl: status === 'ready' ? `/api/media-files/media/${MEDIA_ID}/a-w256.webp` : null,
      placeholder: null,
      width: 512,
      height: 512,
      caption: null,
      durationSeconds: null,
    },
  });

async function opened(profile = profileOf({ name: 'Asha' })) {
  const scope = fork({ values: [[$auth, signedIn()]] });
  await allSettled(profileOpened, { scope, params: { userId: USER_ID } });
  return { scope, profile };
}

describe('profile photo in the profile model', () => {
  it('follows the upload, waits for processing, and saves the photo by its media id', async () => {
    const { calls } = fakeProfileApi({
      profile: profileOf({ name: 'Asha' }),
      media: () => media('ready'),
    });
    const { scope } = await opened();
    await allSettled(photoUploadStarted, { scope });
    await allSettled(photoProgressed, { scope, params: 40 });
    expect(scope.getState($photo)).toEqual({ step: 'uploading', percent: 40 });
    await allSettled(photoUploaded, { scope, params: MEDIA_ID });
    expect(scope.getState($photo)).toMatchObject({ step: 'ready', mediaId: MEDIA_ID });
    expect(scope.getState($shownPhoto)).toBe(`/api/media-files/media/${MEDIA_ID}/a-w256.webp`);
    await allSettled(saveClicked, { scope });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      name: 'Asha',
      profileMediaId: MEDIA_ID,
    });
    expect(scope.getState($photo)).toEqual({ step: 'none' });
  });

  it("shows the api's words when the photo is refused while processing", async () => {
    fakeProfileApi({
      media: () => media('failed', 'This photo could not be read. Choose another.'),
    });
    const { scope } = await opened();
    await allSettled(photoUploaded, { scope, params: MEDIA_ID });
    expect(scope.getState($photo)).toEqual({
      step: 'failed',
      reason: 'This photo could not be read. Choose another.',
    });
  });

  it('does not save while the photo is still uploading, and says why', async () => {
    const { calls } = fakeProfileApi();
    const { scope } = await opened();
    await allSettled(formChanged, { scope, params: { name: 'Asha' } });
    await allSettled(photoUploadStarted, { scope });
    let saved = false;
    const unwatch = saveProfileFx.watch(() => {
      saved = true;
    });
    await allSettled(saveClicked, { scope });
    unwatch();
    expect(saved).toBe(false);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('a network failure of the upload keeps the reason empty (the view says check the connection)', async () => {
    fakeProfileApi();
    const { scope } = await opened();
    await allSettled(photoFailed, { scope, params: null });
    expect(scope.getState($photo)).toEqual({ step: 'failed', reason: null });
  });

  it('removing the current photo saves no photo', async () => {
    const { calls } = fakeProfileApi({
      profile: profileOf({ name: 'Asha', profileImage: '/api/media-files/media/x/a-w512.webp' }),
    });
    const { scope } = await opened();
    expect(scope.getState($shownPhoto)).toBe('/api/media-files/media/x/a-w512.webp');
    await allSettled(photoRemoveClicked, { scope });
    expect(scope.getState($shownPhoto)).toBeNull();
    await allSettled(saveClicked, { scope });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      profileImage: null,
    });
  });
});
