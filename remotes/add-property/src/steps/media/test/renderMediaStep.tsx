import { expect, rs } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled } from 'effector';
import { jsonResponse, renderWithProviders } from 'shared/testing';
import { MediaManager } from '../MediaManager';
import { fetchMediaFx } from '../model';
import {
  fakePrepare,
  fakeUploader,
  mediaIds,
  mediaScope,
  pickedFile,
  uploadedMedia,
} from './fakes';

export type Call = { method: string; url: string; body: unknown };

/** The api as the step sees it: PATCH vedio-image-details answers, every call recorded. */
export function stubApi(): Call[] {
  const calls: Call[] = [];
  rs.stubGlobal(
    'fetch',
    rs.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse({ isSuccess: true, message: 'Media updated', media: null });
    }),
  );
  return calls;
}

export async function renderStep(uploader = fakeUploader(), prepare = fakePrepare()) {
  const scope = await mediaScope(uploader, prepare, [
    [fetchMediaFx, async (id: string) => uploadedMedia(id, 'ready')],
  ]);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<MediaManager />, { scope });
  const input = () => screen.getByTestId('media-file-input') as HTMLInputElement;
  return { scope, user, uploader, pick: (...files: File[]) => user.upload(input(), files) };
}

/** Uploads the files and lets the server say they are ready. */
export async function uploadReady(step: Awaited<ReturnType<typeof renderStep>>, names: string[]) {
  await step.pick(...names.map((name) => pickedFile(name)));
  await waitFor(() => expect(step.uploader.started).toHaveLength(names.length));
  await act(async () => {
    step.uploader.started.forEach(({ key }, index) => {
      step.uploader.report().uploaded({ key, mediaId: mediaIds[index] as string });
    });
    await allSettled(step.scope);
  });
}
