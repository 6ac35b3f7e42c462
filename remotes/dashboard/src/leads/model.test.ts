import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork, serialize } from 'effector';
import { $auth, fetchCurrentUserFx } from 'shared/auth';
import { signedIn, signedInUser, USER_ID } from 'shared/testing';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { exportLeadsFx, fetchLeadsFx, saveFileFx, setContactedFx } from './api';
import {
  $error,
  $leads,
  $status,
  $total,
  contactedToggled,
  exportClicked,
  queryChanged,
  servedByServer,
} from './model';
import type { LeadsPageQuery } from './query';
import { answer, lead } from './testLeads';

const query = (patch: Partial<LeadsPageQuery> = {}): LeadsPageQuery => ({
  search: '',
  startDate: '',
  endDate: '',
  status: '',
  page: 1,
  ...patch,
});

function setup(handlers: {
  fetch?: typeof fetchLeadsFx;
  mark?: typeof setContactedFx;
  exportCsv?: typeof exportLeadsFx;
}) {
  const fetch = rs.fn(async () => answer([lead({ name: 'Ravi Kumar' })]));
  const mark = rs.fn(async () => lead());
  const exportCsv = rs.fn(async () => ({
    blob: new Blob(['x']),
    fileName: 'leads-2026-03-15.csv',
  }));
  const save = rs.fn(async () => undefined);
  const error = rs.fn(async () => undefined);
  const success = rs.fn(async () => undefined);
  const refresh = rs.fn(async () => ({ ...signedInUser(), leadsCount: 6 }));
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [fetchLeadsFx, handlers.fetch ?? fetch],
      [setContactedFx, handlers.mark ?? mark],
      [exportLeadsFx, handlers.exportCsv ?? exportCsv],
      [saveFileFx, save],
      [notifyErrorFx, error],
      [notifySuccessFx, success],
      // The header's user is fetched again when the model asks for a refresh.
      [fetchCurrentUserFx, refresh],
    ],
  });
  return { scope, fetch, mark, save, error, success, refresh };
}

describe('leads model', () => {
  it('loads the page the URL names with its filters', async () => {
    const { scope, fetch } = setup({});
    await allSettled(queryChanged, {
      scope,
      params: query({ search: 'ravi', startDate: '2026-03-01', status: 'new', page: 2 }),
    });
    expect(fetch).toHaveBeenCalledWith({
      userId: USER_ID,
      filters: { search: 'ravi', startDate: '2026-03-01', status: 'new' },
      page: 2,
      limit: 20,
    });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($leads).map((l) => l.name)).toEqual(['Ravi Kumar']);
    expect(scope.getState($total)).toBe(1);
  });

  it('loads once the signed-in user arrives after the URL was read', async () => {
    const fetch = rs.fn(async () => answer([lead({ name: 'Ravi Kumar' })]));
    const scope = fork({ handlers: [[fetchLeadsFx, fetch]] });
    await allSettled(queryChanged, { scope, params: query() });
    expect(fetch).not.toHaveBeenCalled();
    await allSettled($auth, { scope, params: signedIn() });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($leads).map((l) => l.name)).toEqual(['Ravi Kumar']);
  });

  it('loads nothing for the page the server rendered with its leads, then loads a new query', async () => {
    // The server: the page's leads loaded through the model, then marked as served.
    const server = setup({});
    await allSettled(queryChanged, { scope: server.scope, params: query({ search: 'ravi' }) });
    await allSettled(servedByServer, { scope: server.scope });
    const values = serialize(server.scope);

    // The browser: the session restored before hydrating, then the page reads its URL.
    const fetch = rs.fn(async () => answer([lead({ name: 'Asha Verma' })]));
    const scope = fork({ values, handlers: [[fetchLeadsFx, fetch]] });
    await allSettled($auth, { scope, params: signedIn() });
    await allSettled(queryChanged, { scope, params: query({ search: 'ravi' }) });
    expect(fetch).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($leads).map((l) => l.name)).toEqual(['Ravi Kumar']);

    await allSettled(queryChanged, { scope, params: query({ search: 'ravi', page: 2 }) });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Back to the first URL: read anew, not taken from the server's page again.
    await allSettled(queryChanged, { scope, params: query({ search: 'ravi' }) });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($leads).map((l) => l.name)).toEqual(['Asha Verma']);
  });

  it('marks nothing served when the server could not load the leads (the browser tries)', async () => {
    const server = setup({
      fetch: (async () => {
        throw { success: false, message: 'Something went wrong' };
      }) as never,
    });
    await allSettled(queryChanged, { scope: server.scope, params: query() });
    await allSettled(servedByServer, { scope: server.scope });
    const fetch = rs.fn(async () => answer([lead()]));
    const scope = fork({ values: serialize(server.scope), handlers: [[fetchLeadsFx, fetch]] });
    await allSettled($auth, { scope, params: signedIn() });
    await allSettled(queryChanged, { scope, params: query() });
    expect(fetch).toHaveBeenCalled();
    expect(scope.getState($status)).toBe('ready');
  });

  it('asks nothing of the api while From is after To', async () => {
    const { scope, fetch } = setup({});
    await allSettled(queryChanged, {
      scope,
      params: query({ startDate: '2026-03-10', endDate: '2026-03-01' }),
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the answer of the query shown, not a slower earlier one', async () => {
    let releaseOld: (() => void) | undefined;
    const fetch = rs.fn(async (request: { filters: { search?: string } }) => {
      if (request.filters.search === 'old') {
        await new Promise<void>((resolve) => {
          releaseOld = resolve;
        });
        return answer([lead({ name: 'Old answer' })]);
      }
      // The old answer arrives after this one.
      setTimeout(() => releaseOld?.(), 20);
      return answer([lead({ name: 'New answer' })]);
    });
    const { scope } = setup({ fetch: fetch as never });
    void allSettled(queryChanged, { scope, params: query({ search: 'old' }) });
    await allSettled(queryChanged, { scope, params: query({ search: 'new' }) });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($leads).map((l) => l.name)).toEqual(['New answer']);
  });

  it('says why loading failed', async () => {
    const { scope } = setup({
      fetch: (async () => {
        throw { success: false, message: 'Please log in again' };
      }) as never,
    });
    await allSettled(queryChanged, { scope, params: query() });
    expect(scope.getState($status)).toBe('error');
    expect(scope.getState($error)).toBe('Please log in again');
  });

  it('marks a lead contacted at once, keeps the saved lead and refreshes the badge', async () => {
    const shown = lead({ name: 'Meera Iyer' });
    const saved = { ...shown, contactedAt: '2026-03-16T09:00:00.000Z' };
    let release: (() => void) | undefined;
    const mark = rs.fn(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return saved;
    });
    const { scope, refresh } = setup({
      fetch: (async () => answer([shown])) as never,
      mark: mark as never,
    });
    await allSettled(queryChanged, { scope, params: query() });
    const marking = allSettled(contactedToggled, {
      scope,
      params: { leadId: shown._id, contacted: true },
    });
    await Promise.resolve();
    expect(scope.getState($leads)[0]?.contactedAt).not.toBeNull();
    release?.();
    await marking;
    expect(mark).toHaveBeenCalledWith({ userId: USER_ID, leadId: shown._id, contacted: true });
    expect(scope.getState($leads)[0]).toEqual(saved);
    expect(refresh).toHaveBeenCalled();
  });

  it('puts the lead back and says so when the server refuses', async () => {
    const shown = lead({ name: 'Meera Iyer' });
    const { scope, error, refresh } = setup({
      fetch: (async () => answer([shown])) as never,
      mark: (async () => {
        throw { success: false, message: 'Lead not found' };
      }) as never,
    });
    await allSettled(queryChanged, { scope, params: query() });
    await allSettled(contactedToggled, { scope, params: { leadId: shown._id, contacted: true } });
    expect(scope.getState($leads)[0]).toEqual(shown);
    expect(error).toHaveBeenCalledWith(
      'Meera Iyer could not be updated: Lead not found Please try again.',
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it('exports the filtered leads and saves the file', async () => {
    const { scope, save, success } = setup({});
    await allSettled(queryChanged, { scope, params: query({ status: 'contacted', page: 3 }) });
    await allSettled(exportClicked, { scope });
    expect(save).toHaveBeenCalledWith({ blob: expect.any(Blob), fileName: 'leads-2026-03-15.csv' });
    expect(success).toHaveBeenCalledWith('Leads saved as leads-2026-03-15.csv.');
  });

  it('says when the export fails', async () => {
    const exportCsv = rs.fn(async () => {
      throw { success: false, message: 'Something went wrong. Check your connection.' };
    });
    const { scope, save, error } = setup({ exportCsv: exportCsv as never });
    await allSettled(queryChanged, { scope, params: query({ search: 'ravi' }) });
    await allSettled(exportClicked, { scope });
    expect(exportCsv).toHaveBeenCalledWith({ userId: USER_ID, filters: { search: 'ravi' } });
    expect(save).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      'The export did not work: Something went wrong. Check your connection. Please try again.',
    );
  });
});
