import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { mediaIds } from './test/fakes';
import { type Call, renderStep, stubApi, uploadReady } from './test/renderMediaStep';

// Its own file, and the dialog's button awaited: in happy-dom, tabster's modalizer sometimes
// leaves the opening dialog aria-hidden for a while (about one run in four when this test ran
// after the other media tests; about one in ten on its own). Known, not yet understood.
describe('media step: delete', () => {
  let calls: Call[];
  beforeEach(() => {
    calls = stubApi();
  });

  // retry: the harness flake above, not the product (a broken delete fails all three runs).
  it('deletes a file through PATCH vedio-image-details after asking', { retry: 2 }, async () => {
    const step = await renderStep();
    await uploadReady(step, ['hall.jpg', 'kitchen.jpg']);
    await step.user.click(screen.getByRole('button', { name: 'Delete kitchen.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete kitchen.jpg?' });
    expect(calls).toEqual([]);
    await step.user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete kitchen.jpg' })).toBeNull(),
    );
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: `/api/vedio-image-details/${mediaIds[1]}`,
        body: { action: 'delete' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Delete hall.jpg' })).toBeTruthy();
  });
});
