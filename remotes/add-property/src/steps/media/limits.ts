import { MAX_DRAFT_PHOTOS, MAX_DRAFT_VIDEOS } from 'shared/contracts/drafts';
import { MEDIA_LIMITS } from 'shared/contracts/media';

export type MediaKind = 'image' | 'video';

/** What the owner may add, shown before anything is picked (the api refuses the same). */
export const MEDIA_RULES = {
  image: { ...MEDIA_LIMITS.photo, maxCount: MAX_DRAFT_PHOTOS },
  video: { ...MEDIA_LIMITS.video, maxCount: MAX_DRAFT_VIDEOS },
} as const;

/** Photos with a longer edge are resized in the browser first: the listing pages show no more. */
export const DOWNSCALE = { longEdge: 2560, quality: 0.85, type: 'image/jpeg' } as const;

/** iPhones save HEIC by default; browsers and the server's image library cannot read it. */
const HEIC = /\.(heic|heif)$/i;
export const isHeic = (file: { name: string; type: string }) =>
  file.type === 'image/heic' || file.type === 'image/heif' || HEIC.test(file.name);

/** The `accept` of the file input: every allowed type (and extension, for pickers without types). */
export const ACCEPT = [
  ...MEDIA_RULES.image.types,
  ...MEDIA_RULES.video.types,
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.mp4',
  '.webm',
  '.mov',
].join(',');

export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export function kindOf(type: string): MediaKind | null {
  if ((MEDIA_RULES.image.types as readonly string[]).includes(type)) return 'image';
  if ((MEDIA_RULES.video.types as readonly string[]).includes(type)) return 'video';
  return null;
}
