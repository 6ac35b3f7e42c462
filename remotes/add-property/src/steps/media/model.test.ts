import { describe, expect, it } from '@rstest/core';
import { allSettled, type Scope } from 'effector';
import { $addPropertyDraft, draftSectionSaved } from 'shared/drafts';
import {
  $items,
  $nextBlocked,
  $refusals,
  $section,
  coverChosen,
  fetchMediaFx,
  filesPicked,
  itemDiscarded,
  itemMoved,
  mediaStepOpened,
  nextPressedFx,
  uploadCancelled,
  uploadRetried,
} from './model';
import {
  DRAFT_ID,
  fakePrepare,
  fakeUploader,
  mediaIds,
  mediaScope,
  pickedFile,
  uploadedMedia,
} from './test/fakes';

const statusOf = (scope: Scope, name: string) =>
  scope.getState($items).find((item) => item.fileName === name)?.status;

describe('media upload model', () => {
  it('uploads a picked photo, polls while the server processes it, and keeps it in the draft', async () => {
    const uploader = fakeUploader();
    const answers = [uploadedMedia(mediaIds[0], 'processing'), uploadedMedia(mediaIds[0], 'ready')];
    const scope = await mediaScope(uploader, fakePrepare(), [
      [fetchMediaFx, async () => answers.shift()],
    ]);

    await allSettled(filesPicked, { scope, params: [pickedFile('hall.jpg')] });
    expect(uploader.started).toEqual([
      { key: expect.any(String), file: expect.any(File), draftId: DRAFT_ID },
    ]);
    const key = uploader.started[0]?.key as string;
    expect(statusOf(scope, 'hall.jpg')).toBe('uploading');

    uploader.report().progressed({ key, bytesSent: 500_000, bytesTotal: 2_000_000 });
    await allSettled(scope);
    expect(scope.getState($items)[0]).toMatchObject({ bytesSent: 500_000, bytesTotal: 2_000_000 });

    uploader.report().uploaded({ key, mediaId: mediaIds[0] });
    await allSettled(scope);
    expect(scope.getState($items)[0]).toMatchObject({
      status: 'ready',
      mediaId: mediaIds[0],
      thumbnailUrl: `/api/media-files/${mediaIds[0]}/320.webp`,
    });
    expect(answers).toEqual([]);
    expect(scope.getState($addPropertyDraft).mediaUpload.data).toEqual({
      items: [{ mediaId: mediaIds[0], kind: 'image', caption: null }],
      coverMediaId: mediaIds[0],
    });
  });

  it("shows the server's message when processing fails, and offers no retry", async () => {
    const uploader = fakeUploader();
    const scope = await mediaScope(uploader, fakePrepare(), [
      [
        fetchMediaFx,
        async () =>
          uploadedMedia(mediaIds[0], 'failed', {
            error: 'The photo is damaged and cannot be read.',
          }),
      ],
    ]);
    await allSettled(filesPicked, { scope, params: [pickedFile('broken.jpg')] });
    const key = uploader.started[0]?.key as string;
    uploader.report().uploaded({ key, mediaId: mediaIds[0] });
    await allSettled(scope);
    expect(scope.getState($items)[0]).toMatchObject({
      status: 'failed',
      retryable: false,
      error: 'The photo is damaged and cannot be read.',
    });
    expect(scope.getState($section).items).toEqual([]);
  });

  it('a failed upload keeps its message and is sent again on Retry', async () => {
    const uploader = fakeUploader();
    const scope = await mediaScope(uploader);
    await allSettled(filesPicked, { scope, params: [pickedFile('kitchen.jpg')] });
    const key = uploader.started[0]?.key as string;

    uploader.report().failed({
      key,
      message: 'The upload could not be saved. Please try again.',
      retryable: true,
    });
    await allSettled(scope);
    expect(scope.getState($items)[0]).toMatchObject({
      status: 'failed',
      retryable: true,
      error: 'The upload could not be saved. Please try again.',
    });

    await allSettled(uploadRetried, { scope, params: key });
    expect(statusOf(scope, 'kitchen.jpg')).toBe('uploading');
    expect(uploader.started.map((request) => request.key)).toEqual([key, key]);
  });

  it('a file the server refuses keeps its message and cannot be sent again, only removed', async () => {
    const uploader = fakeUploader();
    const scope = await mediaScope(uploader);
    await allSettled(filesPicked, { scope, params: [pickedFile('tour.mp4', 'video/mp4')] });
    const key = uploader.started[0]?.key as string;
    uploader.report().failed({
      key,
      message: 'This file is not a photo or video we can read.',
      retryable: false,
    });
    await allSettled(scope);
    expect(scope.getState($items)[0]).toMatchObject({ status: 'failed', retryable: false });
    await allSettled(uploadRetried, { scope, params: key });
    expect(uploader.started).toHaveLength(1);
    await allSettled(itemDiscarded, { scope, params: key });
    expect(scope.getState($items)).toEqual([]);
  });

  it('Cancel stops the upload; Retry starts it again', async () => {
    const uploader = fakeUploader();
    const scope = await mediaScope(uploader);
    await allSettled(filesPicked, { scope, params: [pickedFile('balcony.jpg')] });
    const key = uploader.started[0]?.key as string;

    await allSettled(uploadCancelled, { scope, params: key });
    expect(uploader.cancelled).toEqual([key]);
    expect(statusOf(scope, 'balcony.jpg')).toBe('cancelled');
    // A late progress report of the stopped upload changes nothing.
    uploader.report().progressed({ key, bytesSent: 10, bytesTotal: 20 });
    await allSettled(scope);
    expect(scope.getState($items)[0]?.bytesSent).toBe(0);

    await allSettled(uploadRetried, { scope, params: key });
    expect(statusOf(scope, 'balcony.jpg')).toBe('uploading');
    expect(uploader.started).toHaveLength(2);
  });

  it('refuses HEIC, other types, duplicates and files over the count before any upload', async () => {
    const uploader = fakeUploader();
    const scope = await mediaScope(uploader);
    const photos = Array.from({ length: 30 }, (_, index) => pickedFile(`room-${index}.jpg`));
    await allSettled(filesPicked, { scope, params: photos });
    await allSettled(filesPicked, {
      scope,
      params: [
        pickedFile('IMG_0001.HEIC', ''),
        pickedFile('plan.pdf', 'application/pdf'),
        pickedFile('room-0.jpg'),
        pickedFile('room-30.jpg'),
        pickedFile('tour.mp4', 'video/mp4', 250 * 1024 * 1024),
      ],
    });
    expect(scope.getState($refusals).map(({ fileName, code }) => [fileName, code])).toEqual([
      ['IMG_0001.HEIC', 'heic'],
      ['plan.pdf', 'type'],
      ['room-0.jpg', 'duplicate'],
      ['room-30.jpg', 'count'],
      ['tour.mp4', 'size'],
    ]);
    expect(uploader.started).toHaveLength(30);
  });

  it('a photo refused while preparing leaves the list with its reason', async () => {
    const uploader = fakeUploader();
    const scope = await mediaScope(
      uploader,
      fakePrepare({ 'huge.png': { ok: false, code: 'size' } }),
    );
    await allSettled(filesPicked, { scope, params: [pickedFile('huge.png', 'image/png')] });
    expect(scope.getState($items)).toEqual([]);
    expect(scope.getState($refusals)).toMatchObject([
      { fileName: 'huge.png', code: 'size', kind: 'image' },
    ]);
    expect(uploader.started).toEqual([]);
  });

  it('Next is held while files upload, then gives the section in the chosen order and cover', async () => {
    const uploader = fakeUploader();
    const scope = await mediaScope(uploader, fakePrepare(), [
      [fetchMediaFx, async (id: string) => uploadedMedia(id, 'ready')],
    ]);
    await allSettled(filesPicked, { scope, params: [pickedFile('a.jpg'), pickedFile('b.jpg')] });
    expect(await allSettled(nextPressedFx, { scope })).toEqual({ status: 'done', value: null });
    expect(scope.getState($nextBlocked)).toBe(true);

    const [a, b] = uploader.started.map((request) => request.key) as [string, string];
    uploader.report().uploaded({ key: a, mediaId: mediaIds[0] });
    uploader.report().uploaded({ key: b, mediaId: mediaIds[1] });
    await allSettled(scope);
    expect(scope.getState($nextBlocked)).toBe(false);

    await allSettled(itemMoved, { scope, params: { from: b, to: a } });
    await allSettled(coverChosen, { scope, params: mediaIds[0] });
    const section = {
      items: [
        { mediaId: mediaIds[1], kind: 'image', caption: null },
        { mediaId: mediaIds[0], kind: 'image', caption: null },
      ],
      coverMediaId: mediaIds[0],
    };
    expect(await allSettled(nextPressedFx, { scope })).toEqual({ status: 'done', value: section });
    expect(scope.getState($addPropertyDraft).mediaUpload.data).toEqual(section);
  });

  it('after a reload, shows the saved files again and asks the server how they are', async () => {
    const scope = await mediaScope(fakeUploader(), fakePrepare(), [
      [fetchMediaFx, async (id: string) => uploadedMedia(id, 'ready')],
    ]);
    const saved = {
      items: [
        { mediaId: mediaIds[0], kind: 'image' as const, caption: 'Hall' },
        { mediaId: mediaIds[1], kind: 'image' as const, caption: null },
      ],
      coverMediaId: mediaIds[1],
    };
    await allSettled(draftSectionSaved, { scope, params: { section: 'mediaUpload', data: saved } });
    await allSettled(mediaStepOpened, { scope });
    expect(
      scope.getState($items).map(({ mediaId, status, caption }) => [mediaId, status, caption]),
    ).toEqual([
      [mediaIds[0], 'ready', 'Hall'],
      [mediaIds[1], 'ready', ''],
    ]);
    expect(scope.getState($section)).toEqual(saved);
  });
});
