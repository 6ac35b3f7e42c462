import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchMedia } from '../steps/media/api';
import type { PreviewMedia } from './toListingDetail';

/** The preview shows these uploaded files (the media section's ids, in any order). */
export const previewMediaNeeded = createEvent<string[]>();

/** GET /api/media/{id} for each file; a file that does not answer is left out of the preview. */
export const fetchPreviewMediaFx = createEffect(async (ids: string[]) => {
  const answers = await Promise.allSettled(ids.map((id) => fetchMedia(id)));
  const found: Record<string, PreviewMedia> = {};
  answers.forEach((answer, index) => {
    const id = ids[index];
    if (answer.status === 'fulfilled' && id) found[id] = answer.value;
  });
  return found;
});

export const $previewMedia = createStore<Record<string, PreviewMedia>>({}).on(
  fetchPreviewMediaFx.doneData,
  (known, found) => ({ ...known, ...found }),
);

sample({
  clock: previewMediaNeeded,
  source: $previewMedia,
  fn: (known, ids) => ids.filter((id) => known[id]?.status !== 'ready'),
  target: fetchPreviewMediaFx,
});
