import {
  attach,
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
} from 'effector';
import { debounce } from 'patronum/debounce';
import { delay } from 'patronum/delay';
import type { MediaUpload } from 'shared/contracts/drafts';
import type { UploadedMedia } from 'shared/contracts/media';
import { $addPropertyDraft, $draftServerId, draftReset, draftSectionSaved } from 'shared/drafts';
import { isApiFailure, messageOf } from 'shared/http';
import { notifyErrorFx } from 'shared/ui/notify';
import { deleteMedia, fetchMedia, renewSession, saveCaption } from './api';
import { fileIdentity, type PickedFile, type Refusal, sortPicked } from './checks';
import { mediaTexts } from './i18n';
import {
  byKey,
  byMediaId,
  fromServer,
  isTransferring,
  type MediaItem,
  moveItem,
  newItem,
  restoredItems,
  sectionOf,
  updateItem,
} from './items';
import type { MediaKind } from './limits';
import { type Prepared, prepareFile } from './prepare';
import type { CreateUploader, UploadEvents, Uploader } from './uploader';

/** How often a file being processed is asked about, and for how long (then it stays "processing"). */
export const POLL_MS = 1500;
export const POLL_LIMIT = 200;
/** A caption is saved once the owner stops typing for this long. */
export const CAPTION_SAVE_MS = 800;

type UploaderHandle = { get: () => Promise<Uploader> };
type Prepare = (file: File, kind: MediaKind) => Promise<Prepared>;

const defaultCreateUploader: CreateUploader = async (events, { draftId }) => {
  const { createTusUploader } = await import('./tusUploader');
  return createTusUploader(events, () => renewSession(draftId));
};

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  return `file-${Date.now().toString(36)}-${keyCounter}`;
}

// data
export const $items = createStore<MediaItem[]>([], { sid: 'add-property/media/items' });
/** The owner's cover choice (a media id); `$section` falls back to the first photo. */
export const $chosenCover = createStore<string | null>(null, { sid: 'add-property/media/cover' });
export const $refusals = createStore<Refusal[]>([], { sid: 'add-property/media/refusals' });
/** The file waiting for the owner to confirm its deletion. */
export const $deleteAsked = createStore<string | null>(null, { sid: 'add-property/media/delete' });
/** Next was pressed while files were still uploading. */
export const $nextBlocked = createStore(false, { sid: 'add-property/media/nextBlocked' });
/** The prepared bytes of each file until the server has it (for Retry and the preview). */
export const $files = createStore<Record<string, File>>({}, { serialize: 'ignore' });
const $uploader = createStore<UploaderHandle | null>(null, { serialize: 'ignore' });
/** Seams for tests: the uploader (Uppy + tus) and the browser's resizing. */
export const $createUploader = createStore<CreateUploader>(defaultCreateUploader, {
  sid: 'add-property/media/createUploader',
  serialize: 'ignore',
});
export const $prepare = createStore<Prepare>(prepareFile, {
  sid: 'add-property/media/prepare',
  serialize: 'ignore',
});
export const $pollMs = createStore(POLL_MS, { sid: 'add-property/media/pollMs' });

export const $section = combine($items, $chosenCover, sectionOf);
export const $uploadsRunning = $items.map((items) => items.some(isTransferring));
export const $counts = $items.map((items) => ({
  image: items.filter((item) => item.kind === 'image').length,
  video: items.filter((item) => item.kind === 'video').length,
}));
const $savedSection = $addPropertyDraft.map((draft) => draft.mediaUpload.data);

// UI events
export const mediaStepOpened = createEvent();
export const filesPicked = createEvent<File[]>();
export const refusalDismissed = createEvent<string>();
export const uploadCancelled = createEvent<string>();
export const uploadRetried = createEvent<string>();
/** A failed or cancelled file that never reached the server leaves the list. */
export const itemDiscarded = createEvent<string>();
export const itemMoved = createEvent<{ from: string; to: string }>();
export const coverChosen = createEvent<string>();
export const captionChanged = createEvent<{ key: string; caption: string }>();
export const deleteAsked = createEvent<string>();
export const deleteDismissed = createEvent();
export const deleteConfirmed = createEvent();
export const nextBlockDismissed = createEvent();

// uploader reports
const uploadProgressed = createEvent<Parameters<UploadEvents['progressed']>[0]>();
const uploadSucceeded = createEvent<Parameters<UploadEvents['uploaded']>[0]>();
const uploadFailed = createEvent<Parameters<UploadEvents['failed']>[0]>();
const filePrepared = createEvent<{ key: string; prepared: Prepared }>();
const statusRequested = createEvent<string>();
/** The section changed by the owner's hand or an upload's end: keep it in the draft. */
const sectionChanged = createEvent();

// effects
const connectUploaderFx = attach({
  source: { create: $createUploader, draftId: $draftServerId },
  effect: createEffect(
    ({ create, draftId }: { create: CreateUploader; draftId: string | null }): UploaderHandle => {
      const events: UploadEvents = {
        progressed: scopeBind(uploadProgressed, { safe: true }),
        uploaded: scopeBind(uploadSucceeded, { safe: true }),
        failed: scopeBind(uploadFailed, { safe: true }),
      };
      let pending: Promise<Uploader> | null = null;
      return { get: () => (pending ??= create(events, { draftId: draftId ?? '' })) };
    },
  ),
});

const acceptFilesFx = attach({
  source: $items,
  mapParams: (files: File[], items) => ({ files, items }),
  effect: createEffect(({ files, items }: { files: File[]; items: MediaItem[] }) =>
    sortPicked(
      files,
      {
        counts: {
          image: items.filter((item) => item.kind === 'image').length,
          video: items.filter((item) => item.kind === 'video').length,
        },
        identities: items.flatMap((item) => (item.identity ? [item.identity] : [])),
      },
      newKey,
    ),
  ),
});

/** One file after another: decoding ten 12 MP photos at once would exhaust a phone's memory. */
const prepareFilesFx = attach({
  source: $prepare,
  mapParams: (picked: PickedFile[], prepare) => ({ picked, prepare }),
  effect: createEffect(async ({ picked, prepare }: { picked: PickedFile[]; prepare: Prepare }) => {
    const done = scopeBind(filePrepared, { safe: true });
    for (const { key, file, kind } of picked) {
      const prepared = await prepare(file, kind).catch(
        (): Prepared => ({ ok: false, code: 'unreadable' }),
      );
      done({ key, prepared });
    }
  }),
});

type UploadSource = {
  uploader: UploaderHandle | null;
  draftId: string | null;
  files: Record<string, File>;
};

const startUploadFx = attach({
  source: { uploader: $uploader, draftId: $draftServerId, files: $files },
  mapParams: (key: string, source: UploadSource) => ({ key, ...source }),
  effect: createEffect(
    async ({ key, uploader, draftId, files }: UploadSource & { key: string }) => {
      const file = files[key];
      if (!uploader || !draftId || !file) throw new Error('not ready to upload');
      (await uploader.get()).start({ key, file, draftId });
    },
  ),
});

const cancelUploadFx = attach({
  source: $uploader,
  mapParams: (key: string, uploader) => ({ key, uploader }),
  effect: createEffect(
    async ({ key, uploader }: { key: string; uploader: UploaderHandle | null }) => {
      if (uploader) (await uploader.get()).cancel(key);
    },
  ),
});

export const fetchMediaFx = createEffect(fetchMedia);
export const deleteMediaFx = createEffect(deleteMedia);

/** Uppy + tus (about 30 KB gzip) download while the owner reads the limits, not after the pick. */
const preloadUploaderFx = createEffect(async () => {
  await import('./tusUploader').catch(() => undefined);
});

// logic: picking
sample({ clock: mediaStepOpened, target: preloadUploaderFx });
sample({
  clock: filesPicked,
  source: $uploader,
  filter: (uploader) => uploader === null,
  target: connectUploaderFx,
});
$uploader.on(connectUploaderFx.doneData, (_, handle) => handle);
sample({ clock: filesPicked, filter: (files) => files.length > 0, target: acceptFilesFx });

$items.on(acceptFilesFx.doneData, (items, { accepted }) => [
  ...items,
  ...accepted.map(({ key, file, kind }) =>
    newItem({
      key,
      kind,
      fileName: file.name,
      identity: fileIdentity(file),
      originalBytes: file.size,
    }),
  ),
]);
$refusals.on(acceptFilesFx.doneData, (refusals, { refused }) => [...refusals, ...refused]);
sample({
  clock: acceptFilesFx.doneData,
  filter: ({ accepted }) => accepted.length > 0,
  fn: ({ accepted }) => accepted,
  target: prepareFilesFx,
});

const prepared = sample({
  clock: filePrepared,
  source: $items,
  fn: (items, report) => ({
    ...report,
    item: items.find((item) => item.key === report.key && item.status === 'preparing') ?? null,
  }),
}).filter({ fn: ({ item }) => item !== null });

$files.on(prepared, (files, { key, prepared }) =>
  prepared.ok ? { ...files, [key]: prepared.file } : files,
);
$items.on(prepared, (items, { key, prepared }) =>
  prepared.ok
    ? updateItem(items, byKey(key), () => ({
        status: 'uploading',
        bytesTotal: prepared.file.size,
        uploadBytes: prepared.file.size,
      }))
    : items.filter((item) => item.key !== key),
);
$refusals.on(prepared, (refusals, { key, prepared, item }) =>
  prepared.ok || !item
    ? refusals
    : [...refusals, { key, fileName: item.fileName ?? '', code: prepared.code, kind: item.kind }],
);
sample({
  clock: prepared,
  filter: ({ prepared }) => prepared.ok,
  fn: ({ key }) => key,
  target: startUploadFx,
});
$refusals.on(refusalDismissed, (refusals, key) =>
  refusals.filter((refusal) => refusal.key !== key),
);

// logic: uploading
$items.on(uploadProgressed, (items, { key, bytesSent, bytesTotal }) =>
  updateItem(
    items,
    (item) => item.key === key && item.status === 'uploading',
    () => ({ bytesSent, bytesTotal }),
  ),
);
$items.on(uploadSucceeded, (items, { key, mediaId }) =>
  updateItem(
    items,
    (item) => item.key === key && item.status === 'uploading',
    (item) => ({ mediaId, status: 'processing', bytesSent: item.bytesTotal, polls: 0 }),
  ),
);
sample({ clock: uploadSucceeded, fn: ({ mediaId }) => mediaId, target: statusRequested });
$items.on(uploadFailed, (items, { key, message, retryable }) =>
  updateItem(
    items,
    (item) => item.key === key && item.status === 'uploading',
    () => ({ status: 'failed', retryable, error: message }),
  ),
);
$items.on(startUploadFx.fail, (items, { params }) =>
  updateItem(
    items,
    (item) => item.key === params && item.status === 'uploading',
    () => ({ status: 'failed', retryable: true, error: null }),
  ),
);

$items.on(uploadCancelled, (items, key) =>
  updateItem(
    items,
    (item) => item.key === key && isTransferring(item),
    // A file still being resized has no bytes to retry with: it leaves the list.
    (item) => ({ status: 'cancelled', retryable: item.status === 'uploading', bytesSent: 0 }),
  ).filter((item) => !(item.key === key && item.status === 'cancelled' && !item.retryable)),
);
sample({ clock: uploadCancelled, target: cancelUploadFx });

const retried = sample({
  clock: uploadRetried,
  source: { items: $items, files: $files },
  filter: ({ items, files }, key) =>
    key in files &&
    items.some((item) => item.key === key && item.retryable && item.mediaId === null),
  fn: (_, key) => key,
});
$items.on(retried, (items, key) =>
  updateItem(items, byKey(key), () => ({ status: 'uploading', error: null, bytesSent: 0 })),
);
sample({ clock: retried, target: startUploadFx });

const discarded = sample({
  clock: itemDiscarded,
  source: $items,
  filter: (items, key) =>
    items.some(
      (item) =>
        item.key === key &&
        item.mediaId === null &&
        (item.status === 'failed' || item.status === 'cancelled'),
    ),
  fn: (_, key) => key,
});
$items.on(discarded, (items, key) => items.filter((item) => item.key !== key));
const withoutFile = (files: Record<string, File>, key: string) => {
  const { [key]: _gone, ...rest } = files;
  return rest;
};
$files.on(discarded, withoutFile);
// Once the server shows the photo, the browser's copy is not needed any more.
$files.on(
  sample({
    clock: fetchMediaFx.done,
    source: $items,
    filter: (_, { result }) => result.status === 'ready',
    fn: (items, { params }) => items.find(byMediaId(params))?.key ?? '',
  }),
  withoutFile,
);
sample({ clock: discarded, target: cancelUploadFx });

// logic: processing on the server (poll until ready or failed)
sample({
  clock: statusRequested,
  source: $items,
  filter: (items, mediaId) =>
    items.some(
      (item) => item.mediaId === mediaId && item.status === 'processing' && item.polls < POLL_LIMIT,
    ),
  fn: (_, mediaId) => mediaId,
  target: fetchMediaFx,
});
$items.on(fetchMediaFx, (items, mediaId) =>
  updateItem(items, byMediaId(mediaId), (item) => ({ polls: item.polls + 1 })),
);
$items.on(fetchMediaFx.done, (items, { params, result }) =>
  updateItem(
    items,
    (item) => item.mediaId === params && item.status === 'processing',
    () => fromServer(result),
  ),
);
// Gone from the server (deleted on another device): say so; other failures are asked again.
$items.on(fetchMediaFx.fail, (items, { params, error }) =>
  isApiFailure(error) && error.status === 404
    ? updateItem(items, byMediaId(params), () => ({
        status: 'failed',
        retryable: false,
        error: messageOf(error, mediaTexts.t('media.error.gone')),
      }))
    : items,
);
const stillProcessing = sample({
  clock: [
    fetchMediaFx.done
      .filter({ fn: ({ result }) => isUnsettled(result) })
      .map(({ params }) => params),
    fetchMediaFx.fail.map(({ params }) => params),
  ],
});
delay({ source: stillProcessing, timeout: $pollMs, target: statusRequested });

// logic: restoring the saved section (after a reload, or from another device)
const restore = sample({
  clock: [mediaStepOpened, $savedSection.updates],
  source: { items: $items, saved: $savedSection },
  filter: ({ items, saved }) => items.length === 0 && (saved?.items.length ?? 0) > 0,
  fn: ({ saved }) => saved as MediaUpload,
});
$items.on(restore, (_, saved) => restoredItems(saved));
$chosenCover.on(restore, (_, saved) => saved.coverMediaId);
const requestStatusesFx = createEffect((mediaIds: string[]) => {
  const request = scopeBind(statusRequested, { safe: true });
  for (const mediaId of mediaIds) request(mediaId);
});
sample({
  clock: restore,
  fn: (saved) => saved.items.map((item) => item.mediaId),
  target: requestStatusesFx,
});

// logic: order, cover, captions (each change is kept in the draft, so a reload keeps it)
$items.on(itemMoved, (items, { from, to }) => moveItem(items, from, to));
$chosenCover.on(coverChosen, (_, mediaId) => mediaId);
$items.on(captionChanged, (items, { key, caption }) =>
  updateItem(items, byKey(key), () => ({ caption })),
);

/** Captions typed since the last save, by media id. */
const $captionsToSave = createStore<Record<string, string>>({}, { serialize: 'ignore' });
$captionsToSave.on(
  sample({
    clock: captionChanged,
    source: $items,
    fn: (items, { key, caption }) => ({
      mediaId: items.find(byKey(key))?.mediaId ?? null,
      caption,
    }),
  }),
  (pending, { mediaId, caption }) => (mediaId ? { ...pending, [mediaId]: caption } : pending),
);
const captionsSettled = debounce({ source: captionChanged, timeout: CAPTION_SAVE_MS });
const saveCaptionsFx = createEffect(async (pending: Record<string, string>) => {
  const results = await Promise.allSettled(
    Object.entries(pending).map(([mediaId, caption]) => saveCaption(mediaId, caption)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
});
sample({ clock: captionsSettled, source: $captionsToSave, target: saveCaptionsFx });
// What was sent leaves the queue; a caption typed meanwhile stays for the next save.
$captionsToSave.on(saveCaptionsFx.done, (pending, { params }) =>
  Object.fromEntries(Object.entries(pending).filter(([id, caption]) => params[id] !== caption)),
);
sample({
  clock: saveCaptionsFx.failData,
  fn: (error) => messageOf(error, mediaTexts.t('media.error.caption')),
  target: notifyErrorFx,
});

// logic: delete (asked first; there is no undo)
$deleteAsked.on(deleteAsked, (_, key) => key).reset([deleteDismissed, deleteMediaFx.finally]);
const deleteTarget = sample({
  clock: deleteConfirmed,
  source: { items: $items, key: $deleteAsked },
  fn: ({ items, key }) => items.find((item) => item.key === key)?.mediaId ?? null,
});
sample({
  clock: deleteTarget,
  filter: (mediaId): mediaId is string => mediaId !== null,
  target: deleteMediaFx,
});
$items.on(deleteMediaFx.done, (items, { params }) =>
  items.filter((item) => item.mediaId !== params),
);
sample({
  clock: deleteMediaFx.failData,
  fn: (error) => messageOf(error, mediaTexts.t('media.error.delete')),
  target: notifyErrorFx,
});

// logic: keep the section in the draft (local storage; the server gets it with Next)
sample({
  clock: [
    fetchMediaFx.done.filter({ fn: ({ result }) => !isUnsettled(result) }),
    uploadSucceeded,
    itemMoved,
    coverChosen,
    captionsSettled,
    deleteMediaFx.done,
  ],
  target: sectionChanged,
});
sample({
  clock: sectionChanged,
  source: { section: $section, saved: $savedSection },
  filter: ({ section, saved }) => JSON.stringify(section) !== JSON.stringify(saved),
  fn: ({ section }) => ({ section: 'mediaUpload' as const, data: section }),
  target: draftSectionSaved,
});

// logic: Next waits for uploads (a listing without photos may go on: the quality score asks)
sample({
  clock: $uploadsRunning.updates.filter({ fn: (running) => !running }),
  target: nextBlockDismissed,
});
$nextBlocked.on(nextBlockDismissed, () => false);

export const nextPressedFx = attach({
  source: { running: $uploadsRunning, section: $section },
  effect: createEffect(({ running, section }: { running: boolean; section: MediaUpload }) =>
    running ? null : section,
  ),
});
$nextBlocked.on(nextPressedFx.doneData, (_, section) => section === null);

$items.reset(draftReset);
$chosenCover.reset(draftReset);
$refusals.reset(draftReset);
$files.reset(draftReset);

function isUnsettled(media: UploadedMedia): boolean {
  return media.status === 'processing' || media.status === 'uploading';
}
