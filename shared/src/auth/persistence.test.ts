import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  $addPropertyDraft,
  $draftServerId,
  draftReset,
  draftSectionSaved,
  draftSectionSubmitted,
  draftServerIdAssigned,
  initialDraft,
} from '../drafts/model';
import { basicDetails, pricingDetails } from '../drafts/test/sections';
import { writeTokens } from '../http/tokens';
import { $adminAuth, initialAdminAuthState } from './adminModel';
import {
  $persistedStateReady,
  appStarted,
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  readPersistedRootFx,
} from './persistence';
import { USER_ID, verifyAnswer } from './test/fixtures';
import { $auth, initialAuthState, sendOtpFx } from './userModel';

const storedRoot = () => {
  const { user } = verifyAnswer();
  return {
    auth: {
      error: null,
      isAuthenticated: true,
      user: { ...user, token: 'stale-copy', refreshToken: 'stale-copy' },
    },
    adminAuth: { error: null, isAuthenticated: false, adminInfo: null },
    addProperty: {
      ...Object.fromEntries(Object.keys(initialDraft).map((k) => [k, { error: null, data: null }])),
      basicDetails: { error: null, data: { title: '2 BHK in Pune' } },
    },
    addPropertyDraftId: DRAFT_ID,
  };
};

const DRAFT_ID = '5a1e0c7d-3b2f-4d8e-9c6a-7f1b2e3d4c5a';

const persisted = () => JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => {
  rs.useRealTimers();
});

describe('persistence under localStorage `root`', () => {
  it('is not ready before appStarted and restores auth and drafts when read', async () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify(storedRoot()));
    writeTokens('user', { token: 'access-2', refreshToken: 'refresh-2' });
    const scope = fork();
    expect(scope.getState($persistedStateReady)).toBe(false);

    await allSettled(appStarted, { scope });

    expect(scope.getState($persistedStateReady)).toBe(true);
    expect(scope.getState($auth)).toMatchObject({
      loading: false,
      isAuthenticated: true,
      user: { _id: USER_ID, token: 'access-2', refreshToken: 'refresh-2' },
    });
    expect(scope.getState($addPropertyDraft).basicDetails).toEqual({
      loading: false,
      error: null,
      data: { title: '2 BHK in Pune' },
    });
    expect(scope.getState($adminAuth)).toEqual(initialAdminAuthState);
    expect(scope.getState($draftServerId)).toBe(DRAFT_ID);
  });

  it('treats a stored user without token keys as signed out (another tab logged out)', async () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify(storedRoot()));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($auth)).toEqual(initialAuthState);
  });

  it('starts from defaults when root is missing or corrupt', async () => {
    localStorage.setItem(PERSIST_KEY, '{not json');
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($persistedStateReady)).toBe(true);
    expect(scope.getState($addPropertyDraft)).toEqual(initialDraft);
  });

  it('writes every change under `root` with no loading field anywhere', async () => {
    const scope = fork({
      handlers: [
        [sendOtpFx, () => Promise.reject({ success: false, message: 'Too many requests' })],
      ],
    });
    await allSettled(appStarted, { scope });
    await allSettled(draftSectionSubmitted, { scope, params: { section: 'pricingDetails' } });
    await allSettled(draftSectionSaved, {
      scope,
      params: { section: 'pricingDetails', data: pricingDetails },
    });
    await allSettled(sendOtpFx, { scope, params: { phone: '9876543210' } });
    await allSettled(draftServerIdAssigned, { scope, params: DRAFT_ID });

    const root = persisted();
    expect(Object.keys(root)).toEqual(['auth', 'adminAuth', 'addProperty', 'addPropertyDraftId']);
    expect(root.addPropertyDraftId).toBe(DRAFT_ID);
    expect(root.addProperty.pricingDetails).toEqual({ error: null, data: pricingDetails });
    expect(root.auth).toEqual({ error: 'Too many requests', user: null, isAuthenticated: false });
    expect(JSON.stringify(root)).not.toContain('loading');
  });

  it('forgets the server draft id with the sections when the draft is reset', async () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify(storedRoot()));
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(draftReset, { scope });
    expect(persisted().addPropertyDraftId).toBeNull();
    expect(persisted().addProperty.basicDetails).toEqual({ error: null, data: null });
  });

  it('does not overwrite stored state before it was read', async () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify(storedRoot()));
    const scope = fork();
    await allSettled(draftSectionSaved, {
      scope,
      params: { section: 'basicDetails', data: basicDetails },
    });
    expect(persisted()).toEqual(storedRoot());
  });

  it(`goes on with defaults when reading takes longer than ${PERSIST_TIMEOUT_MS} ms`, async () => {
    rs.useFakeTimers();
    let finishRead: (value: unknown) => void = () => {};
    const slowRead = () =>
      new Promise((resolve) => {
        finishRead = resolve;
      });
    const scope = fork({ handlers: [[readPersistedRootFx, slowRead]] });

    void allSettled(appStarted, { scope });
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    await rs.advanceTimersByTimeAsync(4999);
    expect(scope.getState($persistedStateReady)).toBe(false);

    await rs.advanceTimersByTimeAsync(1);
    expect(scope.getState($persistedStateReady)).toBe(true);
    expect(scope.getState($auth)).toEqual(initialAuthState);

    writeTokens('user', { token: 'late', refreshToken: 'late' });
    finishRead(storedRoot());
    await rs.advanceTimersByTimeAsync(0);
    expect(scope.getState($auth)).toEqual(initialAuthState);
  });
});
