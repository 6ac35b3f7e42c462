import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $addPropertyDraft,
  $draftServerId,
  type AddPropertyDraft,
  DRAFT_SECTIONS,
  type DraftSectionName,
  draftSectionFailed,
  draftSectionSaved,
  draftSectionSubmitted,
  draftServerIdAssigned,
  type SavedDraftSection,
} from 'shared/drafts';
import { isApiFailure, messageOf } from 'shared/http';
import { notifyErrorFx, notifyInfoFx } from 'shared/ui/notify';
import { ensureDraft, fetchCurrentDraft, type ServerDraft, saveDraftSection } from '../api/drafts';
import { texts } from '../i18n';

/**
 * Server sync of the shared draft model (shared/drafts): the model and local storage hold what
 * the owner saved; the server gets each step after its Next, so another device resumes it.
 */

/** How a step's Next went: kept on the server, kept only here (will sync), or refused. */
export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string };

type EntryState = 'idle' | 'loading' | 'ready';

// data
/** 'ready' once the wizard knows its draft (from this device or the server): the guard waits. */
export const $entryState = createStore<EntryState>('idle');
/** Sections saved on this device that the server does not have yet. */
export const $unsyncedSections = createStore<DraftSectionName[]>([]);

// events
/** A wizard step opened (each step fires it; only the first does the entry work). */
export const wizardOpened = createEvent();
/** The browser is online again: send what waited. */
export const connectionRestored = createEvent();

// effects
export const fetchCurrentDraftFx = createEffect(fetchCurrentDraft);
export const ensureDraftFx = createEffect(ensureDraft);
export const saveDraftSectionFx = createEffect(
  ({ draftId, saved }: { draftId: string; saved: SavedDraftSection }) =>
    saveDraftSection(draftId, saved.section, saved.data),
);

/** A refusal is the server's answer (status 4xx); anything else (offline, 5xx, timeout) retries. */
const isRefusal = (error: unknown): boolean =>
  isApiFailure(error) && typeof error.status === 'number' && error.status < 500;

type SyncSource = { draftId: string | null; draft: AddPropertyDraft; unsynced: DraftSectionName[] };

/** Sends `unsynced` sections (the model's data) and then `saved`; ensures a server draft first. */
async function sendSections(
  { draftId, draft, unsynced }: SyncSource,
  saved: SavedDraftSection | null,
): Promise<{ draftId: string | null; sent: DraftSectionName[]; outcome: SaveOutcome }> {
  const sent: DraftSectionName[] = [];
  let id = draftId;
  try {
    id ??= (await ensureDraftFx())._id;
    for (const section of unsynced) {
      const data = draft[section].data;
      if (section === saved?.section || !data) continue;
      await saveDraftSectionFx({ draftId: id, saved: { section, data } as SavedDraftSection });
      sent.push(section);
    }
    if (saved) {
      await saveDraftSectionFx({ draftId: id, saved });
      sent.push(saved.section);
    }
    return { draftId: id, sent, outcome: { kind: 'saved' } };
  } catch (error) {
    if (!isRefusal(error)) return { draftId: id, sent, outcome: { kind: 'offline' } };
    const message = messageOf(error, texts.t('sync.refused'));
    return { draftId: id, sent, outcome: { kind: 'refused', message } };
  }
}

const $syncSource = {
  draftId: $draftServerId,
  draft: $addPropertyDraft,
  unsynced: $unsyncedSections,
};

/** Saves one step: into the model (and local storage) at once, then on the server. */
export const saveStepFx = attach({
  source: $syncSource,
  effect: createEffect(
    async ({ source, saved }: { source: SyncSource; saved: SavedDraftSection }) =>
      sendSections(source, saved),
  ),
  mapParams: (saved: SavedDraftSection, source) => ({ source, saved }),
});

const flushUnsyncedFx = attach({
  source: $syncSource,
  effect: createEffect((source: SyncSource) => sendSections(source, null)),
});

// logic: entry
const entryStarted = sample({
  clock: wizardOpened,
  source: { state: $entryState, draft: $addPropertyDraft, draftId: $draftServerId },
  filter: ({ state }) => state === 'idle',
});
$entryState.on(entryStarted, () => 'loading');

const hasLocalDraft = ({ draft, draftId }: { draft: AddPropertyDraft; draftId: string | null }) =>
  draftId !== null || DRAFT_SECTIONS.some((name) => draft[name].data !== null);

// Nothing on this device: resume what the server has (the owner started on another device).
sample({
  clock: entryStarted,
  filter: (local) => !hasLocalDraft(local),
  target: fetchCurrentDraftFx,
});
// Something here: make sure the server has a draft for it; what differs is sent with the next Next.
sample({ clock: entryStarted, filter: hasLocalDraft, target: ensureDraftFx });

const serverDraftFound = sample({
  clock: fetchCurrentDraftFx.doneData,
  filter: (draft): draft is ServerDraft => draft !== null,
});
sample({ clock: serverDraftFound, fn: (draft) => draft._id, target: draftServerIdAssigned });
// Synchronous handler: the events it calls stay in the caller's scope.
const restoreSectionsFx = createEffect((draft: ServerDraft) => {
  for (const section of DRAFT_SECTIONS) {
    const data = draft.sections[section];
    if (data) draftSectionSaved({ section, data } as SavedDraftSection);
  }
});
sample({ clock: serverDraftFound, target: restoreSectionsFx });

// The server's draft differs from this device's (e.g. the old one was submitted): send ours.
sample({
  clock: ensureDraftFx.doneData,
  source: $addPropertyDraft,
  fn: (draft, server) =>
    DRAFT_SECTIONS.filter(
      (name) =>
        draft[name].data !== null &&
        JSON.stringify(draft[name].data) !== JSON.stringify(server.sections[name]),
    ),
  target: $unsyncedSections,
});
sample({
  clock: ensureDraftFx.doneData,
  source: $draftServerId,
  filter: (draftId, server) => draftId !== server._id,
  fn: (_, server) => server._id,
  target: draftServerIdAssigned,
});

$entryState.on([fetchCurrentDraftFx.finally, ensureDraftFx.finally], (state) =>
  state === 'loading' ? 'ready' : state,
);

// logic: saving a step
sample({ clock: saveStepFx, fn: ({ section }) => ({ section }), target: draftSectionSubmitted });
sample({ clock: saveStepFx, target: draftSectionSaved });

const sent = sample({ clock: [saveStepFx.doneData, flushUnsyncedFx.doneData] });
sample({
  clock: sent,
  source: $draftServerId,
  filter: (known, { draftId }) => draftId !== null && known !== draftId,
  fn: (_, { draftId }) => draftId,
  target: draftServerIdAssigned,
});
$unsyncedSections.on(sent, (unsynced, { sent: done }) =>
  unsynced.filter((name) => !done.includes(name)),
);
$unsyncedSections.on(saveStepFx.done, (unsynced, { params, result }) =>
  result.outcome.kind === 'offline' && !unsynced.includes(params.section)
    ? [...unsynced, params.section]
    : unsynced,
);

// The spec's rule for the model: an error clears that section's data (the form keeps its values).
sample({
  clock: saveStepFx.done,
  filter: ({ result }) => result.outcome.kind === 'refused',
  fn: ({ params, result }) => ({
    section: params.section,
    error: result.outcome.kind === 'refused' ? result.outcome.message : '',
  }),
  target: draftSectionFailed,
});
sample({
  clock: saveStepFx.doneData,
  filter: ({ outcome }) => outcome.kind === 'refused',
  fn: ({ outcome }) => (outcome.kind === 'refused' ? outcome.message : ''),
  target: notifyErrorFx,
});
sample({
  clock: saveStepFx.doneData,
  filter: ({ outcome }) => outcome.kind === 'offline',
  fn: () => texts.t('sync.offline'),
  target: notifyInfoFx,
});

// Back online: send what waited (the next Next sends it too).
sample({
  clock: connectionRestored,
  source: { unsynced: $unsyncedSections, pending: flushUnsyncedFx.pending },
  filter: ({ unsynced, pending }) => unsynced.length > 0 && !pending,
  fn: () => undefined,
  target: flushUnsyncedFx,
});
