import { describe, expect, it } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { $auth } from 'shared/auth';
import { $addPropertyDraft } from 'shared/drafts';
import { expectLocation, signedIn } from 'shared/testing';
import { ensureDraftFx, fetchCurrentDraftFx, saveDraftSectionFx } from '../draft/model';
import { $createUploader, $pollMs, $prepare, fetchMediaFx } from '../steps/media/model';
import {
  fakePrepare,
  fakeUploader,
  mediaIds,
  pickedFile,
  uploadedMedia,
} from '../steps/media/test/fakes';
import { draftWith, renderStep, serverDraft } from '../test/renderStep';
import { basicDetails, locationDetails, profileDetails } from '../test/sections';
import MediaStep from './MediaStep';

function mediaStepScope(saved: unknown[]) {
  const uploader = fakeUploader();
  const scope = fork({
    values: [
      [$auth, signedIn()],
      [$addPropertyDraft, draftWith({ basicDetails, locationDetails, profileDetails })],
      [$createUploader, uploader.create],
      [$prepare, fakePrepare()],
      [$pollMs, 5],
    ],
    handlers: [
      [fetchCurrentDraftFx, async () => null],
      [ensureDraftFx, async () => serverDraft({ basicDetails, locationDetails, profileDetails })],
      [
        saveDraftSectionFx,
        async (params: unknown) => {
          saved.push(params);
          return serverDraft();
        },
      ],
      [fetchMediaFx, async (id: string) => uploadedMedia(id, 'ready')],
    ],
  });
  return { scope, uploader };
}

describe('media step page', () => {
  it('holds Next while a file uploads, then saves the mediaUpload section and goes to pricing', async () => {
    const saved: unknown[] = [];
    const { scope, uploader } = mediaStepScope(saved);
    const user = userEvent.setup({ applyAccept: false });
    renderStep(<MediaStep />, '/add-property/media', scope);

    const choose = await screen.findByRole('button', { name: 'Choose files' });
    await waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    await user.upload(screen.getByTestId('media-file-input') as HTMLInputElement, [
      pickedFile('hall.jpg'),
    ]);
    await waitFor(() => expect(uploader.started).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Please wait until every upload has finished/)).toBeTruthy();
    expect(saved).toEqual([]);

    await act(async () => {
      uploader.report().uploaded({ key: uploader.started[0]?.key as string, mediaId: mediaIds[0] });
      await allSettled(scope);
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(saved).toContainEqual({
        draftId: expect.any(String),
        saved: {
          section: 'mediaUpload',
          data: {
            items: [{ mediaId: mediaIds[0], kind: 'image', caption: null }],
            coverMediaId: mediaIds[0],
          },
        },
      }),
    );
    await expectLocation('/add-property/pricing');
  });
});
