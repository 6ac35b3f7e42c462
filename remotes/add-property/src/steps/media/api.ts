import {
  mediaUpdateAnswerSchema,
  type UploadedMedia,
  uploadedMediaAnswerSchema,
} from 'shared/contracts/media';
import { request, userApi } from 'shared/http';
import { mediaTexts } from './i18n';

const mediaPath = (mediaId: string) => `media/${encodeURIComponent(mediaId)}`;
const detailsPath = (mediaId: string) => `vedio-image-details/${encodeURIComponent(mediaId)}`;

/** GET /api/media/{mediaId}: the upload's processing state, thumbnail and error. */
export async function fetchMedia(mediaId: string): Promise<UploadedMedia> {
  const answer = await request(
    uploadedMediaAnswerSchema,
    userApi.get(mediaPath(mediaId)).json(),
    mediaTexts.t('media.error.status'),
  );
  return answer.media;
}

/** PATCH /api/vedio-image-details/{mediaId} `{ action: 'update', caption }` (spec path). */
export async function saveCaption(mediaId: string, caption: string): Promise<void> {
  await request(
    mediaUpdateAnswerSchema,
    userApi
      .patch({ action: 'update', caption: caption.trim() || null }, detailsPath(mediaId))
      .json(),
    mediaTexts.t('media.error.caption'),
  );
}

/** PATCH /api/vedio-image-details/{mediaId} `{ action: 'delete' }`: the files are removed too. */
export async function deleteMedia(mediaId: string): Promise<void> {
  await request(
    mediaUpdateAnswerSchema,
    userApi.patch({ action: 'delete' }, detailsPath(mediaId)).json(),
    mediaTexts.t('media.error.delete'),
  );
}

/**
 * A cheap authorised call: the shared client renews an expired access token on its 401, so the
 * tus uploader (which sends its own requests) retries with the fresh one.
 */
export async function renewSession(draftId: string): Promise<void> {
  await userApi.get(`drafts/${encodeURIComponent(draftId)}`).res();
}
