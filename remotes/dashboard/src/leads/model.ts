import { attach, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { $currentUser, currentUserRefreshRequested } from 'shared/auth';
import type { Lead } from 'shared/contracts/leads';
import { messageOf } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { exportLeadsFx, fetchLeadsFx, type LeadsRequest, saveFileFx, setContactedFx } from './api';
import { leadsTexts } from './i18n';
import { type LeadsPageQuery, PAGE_SIZE, queryKey, rangeIsReversed, toFilters } from './query';

export type LeadsStatus = 'idle' | 'loading' | 'ready' | 'error';
/** How long typing must pause before the search goes to the URL (and the api). */
export const SEARCH_DEBOUNCE_MS = 400;

// data
export const $query = createStore<LeadsPageQuery | null>(null, { sid: 'dashboard/leads/query' });
export const $leads = createStore<Lead[]>([], { sid: 'dashboard/leads/leads' });
export const $total = createStore(0, { sid: 'dashboard/leads/total' });
/** More leads match than `$total` (the api counts up to LEADS_TOTAL_CAP): "1,000+". */
export const $totalCapped = createStore(false, { sid: 'dashboard/leads/totalCapped' });
export const $status = createStore<LeadsStatus>('idle', { sid: 'dashboard/leads/status' });
export const $error = createStore<string | null>(null, { sid: 'dashboard/leads/error' });
/** What is typed in the search box, before it settles into the URL. */
export const $searchInput = createStore('', { sid: 'dashboard/leads/searchInput' });
/** The typed search once typing paused; the page writes it to the URL. */
export const $settledSearch = createStore<string | null>(null, {
  sid: 'dashboard/leads/settledSearch',
});
/** Leads whose contacted mark is being saved. */
export const $savingIds = createStore<string[]>([], { sid: 'dashboard/leads/savingIds' });
/**
 * The query (its key) whose leads came with a page the server rendered: the page's first read of
 * that URL, and the session restored before hydrating, load nothing (hydration needs those rows).
 */
export const $servedQuery = createStore<string | null>(null, { sid: 'dashboard/leads/served' });

// UI events
/** The page read its query from the URL (on open, and on every change, Back included). */
export const queryChanged = createEvent<LeadsPageQuery>();
/** The page was opened: the header's counts (the My Leads badge) are fetched again with it. */
export const pageOpened = createEvent();
export const retryClicked = createEvent();
export const searchTyped = createEvent<string>();
export const contactedToggled = createEvent<{ leadId: string; contacted: boolean }>();
export const exportClicked = createEvent();
/** The server loaded the page's leads (server render only). */
export const servedByServer = createEvent();

const loadFx = attach({ effect: fetchLeadsFx });
const markFx = attach({ effect: setContactedFx });
const exportFx = attach({ effect: exportLeadsFx });
export const $exporting = exportFx.pending;

// logic: a new lead since login shows in the menu's badge once the owner opens this page
sample({ clock: pageOpened, target: currentUserRefreshRequested });

// logic: loading the page the URL names
const $userId = $currentUser.map((user) => user?.id ?? null);
$query.on(queryChanged, (_, query) => query);

sample({
  clock: servedByServer,
  source: { query: $query, status: $status },
  filter: ({ query, status }) => query !== null && status === 'ready',
  fn: ({ query }) => queryKey(query as LeadsPageQuery),
  target: $servedQuery,
});
// Each read of the URL says whether its leads are already here from the server (once).
const urlRead = sample({
  clock: queryChanged,
  source: $servedQuery,
  fn: (served, query) => ({ query, served: served === queryKey(query) }),
});
$servedQuery.reset(urlRead);
const sessionArrived = sample({
  clock: $userId.updates,
  source: $servedQuery,
  filter: (served) => served === null,
});

const wanted = sample({
  // The signed-in user may arrive after the page read its URL (a restored session).
  clock: [urlRead.filter({ fn: ({ served }) => !served }), retryClicked, sessionArrived],
  source: { query: $query, userId: $userId },
  filter: (source): source is { query: LeadsPageQuery; userId: string } =>
    source.query !== null && source.userId !== null && !rangeIsReversed(source.query),
});
sample({
  clock: wanted,
  fn: ({ query, userId }) => ({
    userId,
    filters: toFilters(query),
    page: query.page,
    limit: PAGE_SIZE,
  }),
  target: loadFx,
});
$status.on(loadFx, () => 'loading');

// Only the answer for the query still shown counts (a slow earlier answer is dropped).
const isShown = (query: LeadsPageQuery | null, params: LeadsRequest) =>
  query !== null && query.page === params.page && queryKey(query) === filtersKey(params);
const filtersKey = ({ filters, page }: LeadsRequest) =>
  queryKey({
    search: filters.search ?? '',
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
    status: filters.status ?? '',
    page,
  });
const answered = sample({
  clock: loadFx.done,
  source: $query,
  filter: (query, { params }) => isShown(query, params),
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: loadFx.fail,
  source: $query,
  filter: (query, { params }) => isShown(query, params),
  fn: (_, { error }) => messageOf(error, leadsTexts.t('unknownProblem')),
});
$leads.on(answered, (_, answer) => answer.data);
$total.on(answered, (_, answer) => answer.total);
$totalCapped.on(answered, (_, answer) => answer.totalCapped);
$status.on(answered, () => 'ready').on(failed, () => 'error');
$error.on(failed, (_, message) => message).reset(answered);

// logic: the search box
$searchInput.on(searchTyped, (_, text) => text);
const searchSettled = debounce({ source: searchTyped, timeout: SEARCH_DEBOUNCE_MS });
$settledSearch.on(searchSettled, (_, text) => text.trim());
// A URL that changed by itself (Back, a link) puts its search into the box.
const urlSearchDiffers = sample({
  clock: queryChanged,
  source: $settledSearch,
  filter: (settled, query) => settled !== query.search,
  fn: (_, query) => query.search,
});
$searchInput.on(urlSearchDiffers, (_, text) => text);
$settledSearch.on(urlSearchDiffers, (_, text) => text);

// logic: marking contacted, at once on screen, undone if the server refuses
const markWanted = sample({
  clock: contactedToggled,
  source: { userId: $userId, saving: $savingIds, leads: $leads },
  filter: ({ userId, saving, leads }, { leadId }) =>
    userId !== null && !saving.includes(leadId) && leads.some((lead) => lead._id === leadId),
  fn: ({ userId, leads }, { leadId, contacted }) => ({
    request: { userId: userId as string, leadId, contacted },
    before: leads.find((lead) => lead._id === leadId) as Lead,
  }),
});
$leads.on(markWanted, (leads, { request }) =>
  replaceLead(leads, request.leadId, (lead) => ({
    ...lead,
    contactedAt: request.contacted ? new Date().toISOString() : null,
  })),
);
$savingIds.on(markWanted, (ids, { request }) => [...ids, request.leadId]);
sample({ clock: markWanted, fn: ({ request }) => request, target: markFx });
$leads.on(markFx.doneData, (leads, saved) => replaceLead(leads, saved._id, () => saved));
$savingIds.on(markFx.finally, (ids, { params }) => ids.filter((id) => id !== params.leadId));
sample({ clock: markFx.done, target: currentUserRefreshRequested });

/** Each lead as it was before an unsaved change, to put back if the server refuses. */
const $before = createStore<Record<string, Lead>>({}, { serialize: 'ignore' });
const rolledBack = sample({
  clock: markFx.fail,
  source: $before,
  filter: (before, { params }) => params.leadId in before,
  fn: (before, { params, error }) => ({
    lead: before[params.leadId] as Lead,
    reason: messageOf(error, leadsTexts.t('unknownProblem')),
  }),
});
const forget = (all: Record<string, Lead>, leadId: string) => {
  const { [leadId]: _forgotten, ...rest } = all;
  return rest;
};
$before
  .on(markWanted, (all, { before }) => ({ ...all, [before._id]: before }))
  .on(markFx.done, (all, { params }) => forget(all, params.leadId))
  .on(rolledBack, (all, { lead }) => forget(all, lead._id));
$leads.on(rolledBack, (leads, { lead }) => replaceLead(leads, lead._id, () => lead));
sample({
  clock: rolledBack,
  fn: ({ lead, reason }) => leadsTexts.t('markFailed', { name: lead.name, reason }),
  target: notifyErrorFx,
});

function replaceLead(leads: Lead[], leadId: string, change: (lead: Lead) => Lead): Lead[] {
  return leads.map((lead) => (lead._id === leadId ? change(lead) : lead));
}

// logic: Export CSV
sample({
  clock: exportClicked,
  source: { query: $query, userId: $userId, exporting: $exporting },
  filter: ({ query, userId, exporting }) =>
    query !== null && userId !== null && !exporting && !rangeIsReversed(query),
  fn: ({ query, userId }) => ({
    userId: userId as string,
    filters: toFilters(query as LeadsPageQuery),
  }),
  target: exportFx,
});
sample({ clock: exportFx.doneData, target: saveFileFx });
sample({
  clock: exportFx.doneData,
  fn: ({ fileName }) => leadsTexts.t('exported', { file: fileName }),
  target: notifySuccessFx,
});
sample({
  clock: exportFx.failData,
  fn: (error) =>
    leadsTexts.t('exportFailed', { reason: messageOf(error, leadsTexts.t('unknownProblem')) }),
  target: notifyErrorFx,
});
