import type { MediaUpload } from 'shared/contracts/drafts';
import type { UploadedMedia } from 'shared/contracts/media';
import type { MediaKind } from './limits';

/**
 * One file of the step, from pick to ready:
 * preparing (resized in the browser) -> uploading -> processing (on the server) -> ready;
 * uploading -> failed (retryable) or cancelled (retryable); processing -> failed (not retryable).
 */
export type ItemStatus =
  | 'preparing'
  | 'uploading'
  | 'processing'
  | 'ready'
  | 'failed'
  | 'cancelled';

export type MediaItem = {
  /** This page's id of the file (the media id is known only after upload). */
  key: string;
  mediaId: string | null;
  kind: MediaKind;
  /** Null for files restored from the saved draft (they are named by position). */
  fileName: string | null;
  /** name|size|lastModified of the picked file: the same file is not added twice. */
  identity: string | null;
  status: ItemStatus;
  /** A failed upload can be sent again; a file the server could not process cannot. */
  retryable: boolean;
  bytesSent: number;
  bytesTotal: number;
  /** The server's message, in words (null: the view says why in the owner's language). */
  error: string | null;
  caption: string;
  thumbnailUrl: string | null;
  placeholder: string | null;
  /** Bytes picked and bytes sent (they differ when the photo was resized). */
  originalBytes: number | null;
  uploadBytes: number | null;
  /** Status checks so far (polling stops after POLL_LIMIT). */
  polls: number;
};

export const isTransferring = (item: MediaItem) =>
  item.status === 'preparing' || item.status === 'uploading';
/** Files on the server that belong in the section (a failed one does not). */
export const isKept = (item: MediaItem) =>
  item.mediaId !== null && (item.status === 'processing' || item.status === 'ready');

export function updateItem(
  items: MediaItem[],
  match: (item: MediaItem) => boolean,
  change: (item: MediaItem) => Partial<MediaItem>,
): MediaItem[] {
  let changed = false;
  const next = items.map((item) => {
    if (!match(item)) return item;
    changed = true;
    return { ...item, ...change(item) };
  });
  return changed ? next : items;
}

export const byKey = (key: string) => (item: MediaItem) => item.key === key;
export const byMediaId = (mediaId: string) => (item: MediaItem) => item.mediaId === mediaId;

export function newItem(fields: Pick<MediaItem, 'key' | 'kind'> & Partial<MediaItem>): MediaItem {
  return {
    mediaId: null,
    fileName: null,
    identity: null,
    status: 'preparing',
    retryable: false,
    bytesSent: 0,
    bytesTotal: 0,
    error: null,
    caption: '',
    thumbnailUrl: null,
    placeholder: null,
    originalBytes: null,
    uploadBytes: null,
    polls: 0,
    ...fields,
  };
}

/** The saved section's files, shown again after a reload (their state comes from the server). */
export const restoredItems = (saved: MediaUpload): MediaItem[] =>
  saved.items.map((item) =>
    newItem({
      key: item.mediaId,
      mediaId: item.mediaId,
      kind: item.kind,
      status: 'processing',
      caption: item.caption ?? '',
    }),
  );

/** What GET /api/media/{id} said, applied to the item. */
export function fromServer(media: UploadedMedia): Partial<MediaItem> {
  return {
    status: media.status === 'ready' || media.status === 'failed' ? media.status : 'processing',
    retryable: false,
    error: media.status === 'failed' ? media.error : null,
    thumbnailUrl: media.thumbnailUrl ?? (media.kind === 'image' ? media.url : null),
    placeholder: media.placeholder,
  };
}

/** The cover: the owner's choice while it is a kept photo, else the first kept photo. */
export function coverOf(items: MediaItem[], chosen: string | null): string | null {
  const photos = items.filter((item) => item.kind === 'image' && isKept(item));
  if (chosen && photos.some((photo) => photo.mediaId === chosen)) return chosen;
  return photos[0]?.mediaId ?? null;
}

/** The `mediaUpload` section: the kept files in the owner's order, and the cover. */
export function sectionOf(items: MediaItem[], chosenCover: string | null): MediaUpload {
  return {
    items: items.filter(isKept).map((item) => ({
      mediaId: item.mediaId as string,
      kind: item.kind,
      caption: item.caption.trim() || null,
    })),
    coverMediaId: coverOf(items, chosenCover),
  };
}

export function moveItem(items: MediaItem[], fromKey: string, toKey: string): MediaItem[] {
  const from = items.findIndex(byKey(fromKey));
  const to = items.findIndex(byKey(toKey));
  if (from < 0 || to < 0 || from === to) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as MediaItem);
  return next;
}
