import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum/interval';
import {
  $addPropertyDraft,
  $draftServerId,
  draftRestored,
  draftServerIdAssigned,
} from '../drafts/model';
import { $adminAuth, adminAuthRestored } from './adminModel';
import type { PersistedRoot } from './persistedShape';
import { fromPersisted, toPersisted } from './persistedShape';
import { $auth, authRestored } from './userModel';

export const PERSIST_KEY = 'root';
/** If reading persisted state takes longer, the app goes on with defaults. */
export const PERSIST_TIMEOUT_MS = 5000;

/** The shell fires this once, right after forking its scope. */
export const appStarted = createEvent();

/** False until persisted state was read (or the read timed out): gates the loading screen. */
export const $persistedStateReady = createStore(false);

export const readPersistedRootFx = createEffect<void, unknown>(() => {
  const text = globalThis.localStorage?.getItem(PERSIST_KEY);
  return text ? (JSON.parse(text) as unknown) : null;
});

export const writePersistedRootFx = createEffect<PersistedRoot, void>((root) => {
  globalThis.localStorage?.setItem(PERSIST_KEY, JSON.stringify(root));
});

const readFinished = createEvent();
const readTimer = interval({
  timeout: PERSIST_TIMEOUT_MS,
  start: appStarted,
  stop: readFinished,
  leading: false,
});

sample({
  clock: appStarted,
  source: $persistedStateReady,
  filter: (ready) => !ready,
  target: readPersistedRootFx,
});

const readSettled = sample({
  clock: readPersistedRootFx.finally,
  source: $persistedStateReady,
  filter: (ready) => !ready,
  fn: (_, result) => (result.status === 'done' ? result.result : null),
});

const restored = readSettled.map(fromPersisted);
sample({ clock: restored, fn: (state) => state.auth, target: authRestored });
sample({ clock: restored, fn: (state) => state.adminAuth, target: adminAuthRestored });
sample({ clock: restored, fn: (state) => state.draft, target: draftRestored });
sample({ clock: restored, fn: (state) => state.draftId, target: draftServerIdAssigned });

sample({ clock: [readPersistedRootFx.finally, readTimer.tick], target: readFinished });
$persistedStateReady.on([readSettled, readTimer.tick], () => true);

const $persistedRoot = combine($auth, $adminAuth, $addPropertyDraft, $draftServerId, toPersisted);

sample({
  clock: $persistedRoot,
  source: $persistedStateReady,
  filter: (ready) => ready,
  fn: (_, root) => root,
  target: writePersistedRootFx,
});
