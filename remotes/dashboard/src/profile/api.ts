import type { UploadedMedia } from 'shared/contracts/media';
import type { UserProfile, UserUpdateBody } from 'shared/contracts/users';
import { request, userApi } from 'shared/http';

const users = () => import('shared/contracts/users');
const reference = () => import('shared/contracts/reference');

/** GET users/user/getUser/{id} */
export async function fetchProfile(userId: string): Promise<UserProfile> {
  const call = userApi.get(`users/user/getUser/${encodeURIComponent(userId)}`).json();
  const [{ userAnswerSchema }] = await Promise.all([users(), call.catch(() => undefined)]);
  return (await request(userAnswerSchema, call)).user;
}

/** PATCH users/user/update/{id} */
export async function saveProfile(userId: string, body: UserUpdateBody): Promise<UserProfile> {
  const call = userApi.patch(body, `users/user/update/${encodeURIComponent(userId)}`).json();
  const [{ userAnswerSchema }] = await Promise.all([users(), call.catch(() => undefined)]);
  return (await request(userAnswerSchema, call)).user;
}

/** GET /api/states */
export async function fetchStates(): Promise<string[]> {
  const call = userApi.get('states').json();
  const [{ statesAnswerSchema }] = await Promise.all([reference(), call.catch(() => undefined)]);
  return (await request(statesAnswerSchema, call)).states.map((state) => state.name);
}

/** GET /api/cities?state= */
export async function fetchCities(state: string): Promise<string[]> {
  const call = userApi.get(`cities?state=${encodeURIComponent(state)}`).json();
  const [{ citiesAnswerSchema }] = await Promise.all([reference(), call.catch(() => undefined)]);
  return (await request(citiesAnswerSchema, call)).cities.map((city) => city.name);
}

/** GET /api/media/{id}: the upload's processing status. */
export async function fetchMedia(mediaId: string): Promise<UploadedMedia> {
  const call = userApi.get(`media/${encodeURIComponent(mediaId)}`).json();
  const { uploadedMediaAnswerSchema } = await import('shared/contracts/media');
  return (await request(uploadedMediaAnswerSchema, call)).media;
}

const PROCESSING_POLL_MS = 700;
const PROCESSING_LIMIT_MS = 90_000;

/** Waits until the media job has made the square sizes (or refused the photo, with its words). */
export async function waitUntilProcessed(
  mediaId: string,
  sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<UploadedMedia> {
  const started = Date.now();
  for (;;) {
    const media = await fetchMedia(mediaId);
    if (media.status === 'ready') return media;
    if (media.status === 'failed') throw new Error(media.error ?? '');
    if (Date.now() - started > PROCESSING_LIMIT_MS) throw new Error('');
    await sleep(PROCESSING_POLL_MS);
  }
}

/** A cheap authorised call: the shared client renews an expired token on its 401. */
export async function renewSession(userId: string): Promise<void> {
  await userApi.get(`users/user/getUser/${encodeURIComponent(userId)}`).res();
}
