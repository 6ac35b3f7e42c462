import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { allSettled } from 'effector';
import { fakePrepare, fakeUploader, mediaIds, pickedFile } from './test/fakes';
import { type Call, renderStep, stubApi, uploadReady } from './test/renderMediaStep';

describe('media step', () => {
  let calls: Call[];
  beforeEach(() => {
    calls = stubApi();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('shows the limits before anything is picked', async () => {
    await renderStep();
    const limits = screen.getByRole('region', { name: 'What you can add' });
    expect(
      within(limits).getByText(/Up to 30 photos: JPEG, PNG or WebP, each up to 15 MB/),
    ).toBeTruthy();
    expect(
      within(limits).getByText(/Up to 2 videos: MP4, WebM or MOV, each up to 200 MB and 3 minutes/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
  });

  it('says in words why a file was refused (type, size, HEIC)', async () => {
    const step = await renderStep(
      fakeUploader(),
      fakePrepare({ 'huge.png': { ok: false, code: 'size' } }),
    );
    await step.pick(
      pickedFile('IMG_2041.heic', 'image/heic'),
      pickedFile('brochure.pdf', 'application/pdf'),
      pickedFile('huge.png', 'image/png'),
    );
    expect(
      await screen.findByText(/IMG_2041.heic: iPhone HEIC photos cannot be added.*Most Compatible/),
    ).toBeTruthy();
    expect(screen.getByText(/brochure.pdf: this type of file cannot be added/)).toBeTruthy();
    expect(
      await screen.findByText(
        'huge.png is larger than 15 MB even after resizing. Choose a smaller photo.',
      ),
    ).toBeTruthy();
    expect(step.uploader.started).toEqual([]);
  });

  it('gives each file its own progress bar, with Cancel and Retry', async () => {
    const step = await renderStep();
    await step.pick(pickedFile('hall.jpg'), pickedFile('bedroom.jpg'));
    await waitFor(() => expect(step.uploader.started).toHaveLength(2));
    const [hall, bedroom] = step.uploader.started.map((request) => request.key) as [string, string];
    await act(async () => {
      step.uploader.report().progressed({ key: hall, bytesSent: 1_000_000, bytesTotal: 2_000_000 });
      await allSettled(step.scope);
    });
    expect(
      screen.getByRole('progressbar', { name: 'Uploading hall.jpg' }).getAttribute('aria-valuenow'),
    ).toBe('0.5');
    expect(screen.getByRole('progressbar', { name: 'Uploading bedroom.jpg' })).toBeTruthy();

    await step.user.click(screen.getByRole('button', { name: 'Cancel upload of bedroom.jpg' }));
    expect(step.uploader.cancelled).toEqual([bedroom]);
    expect(screen.queryByRole('progressbar', { name: 'Uploading bedroom.jpg' })).toBeNull();

    await act(async () => {
      step.uploader.report().failed({ key: hall, message: null, retryable: true });
      await allSettled(step.scope);
    });
    expect(screen.getByText('Upload failed. Check your connection and press Retry.')).toBeTruthy();
    await step.user.click(screen.getByRole('button', { name: 'Retry upload of hall.jpg' }));
    expect(screen.getByRole('progressbar', { name: 'Uploading hall.jpg' })).toBeTruthy();
    expect(step.uploader.started.map((request) => request.key)).toEqual([hall, bedroom, hall]);
  });

  it('reorders by keyboard', async () => {
    const step = await renderStep();
    await uploadReady(step, ['hall.jpg', 'kitchen.jpg', 'terrace.jpg']);
    layOutCardsInARow();
    const names = () =>
      within(screen.getByRole('list', { name: 'Your photos and videos' }))
        .getAllByRole('listitem')
        .map((card) =>
          within(card)
            .getByRole('button', { name: /^Move / })
            .getAttribute('aria-label'),
        );
    expect(names()).toEqual(['Move hall.jpg', 'Move kitchen.jpg', 'Move terrace.jpg']);

    screen.getByRole('button', { name: 'Move hall.jpg' }).focus();
    await step.user.keyboard(' ');
    await step.user.keyboard('{ArrowRight}');
    await step.user.keyboard(' ');
    await waitFor(() =>
      expect(names()).toEqual(['Move kitchen.jpg', 'Move hall.jpg', 'Move terrace.jpg']),
    );
  });

  it('the first photo is the cover until the owner picks another', async () => {
    const step = await renderStep();
    await uploadReady(step, ['hall.jpg', 'kitchen.jpg']);
    const hall = screen.getByRole('radio', { name: 'Cover photo, hall.jpg' }) as HTMLInputElement;
    const kitchen = screen.getByRole('radio', {
      name: 'Cover photo, kitchen.jpg',
    }) as HTMLInputElement;
    expect([hall.checked, kitchen.checked]).toEqual([true, false]);
    await step.user.click(kitchen);
    expect([hall.checked, kitchen.checked]).toEqual([false, true]);
  });

  it('saves a caption with PATCH vedio-image-details once the owner stops typing', async () => {
    const step = await renderStep();
    await uploadReady(step, ['hall.jpg']);
    await step.user.type(screen.getByRole('textbox', { name: 'Caption, hall.jpg' }), 'Sunny hall');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: `/api/vedio-image-details/${mediaIds[0]}`,
        body: { action: 'update', caption: 'Sunny hall' },
      }),
    );
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
});

/** happy-dom lays nothing out: give each card a place in one row, so arrow keys have a target. */
function layOutCardsInARow() {
  const original = Element.prototype.getBoundingClientRect;
  rs.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const card = this.closest('li');
    if (!card?.parentElement) return original.call(this);
    const index = [...card.parentElement.children].indexOf(card);
    const left = index * 240;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + 220,
      bottom: 200,
      width: 220,
      height: 200,
      toJSON: () => ({}),
    } as DOMRect;
  });
}
