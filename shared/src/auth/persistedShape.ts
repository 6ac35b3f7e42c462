import { readTokens } from 'shared/http';
import type { AddPropertyDraft, DraftSection, DraftSectionName } from '../drafts/model';
import { DRAFT_SECTIONS, initialDraft } from '../drafts/model';
import { initialAdminAuthState } from './adminModel';
import type { AdminAuthState, AuthState } from './types';
import { initialAuthState } from './userModel';

type WithoutLoading<T> = Omit<T, 'loading'>;

/** What lives under localStorage `root`: every `loading` flag is left out. */
export type PersistedRoot = {
  auth: WithoutLoading<AuthState>;
  adminAuth: WithoutLoading<AdminAuthState>;
  addProperty: Record<keyof AddPropertyDraft, WithoutLoading<DraftSection>>;
  /** The server's id of the draft (null until the wizard created or found one). */
  addPropertyDraftId: string | null;
};

export function toPersisted(
  auth: AuthState,
  adminAuth: AdminAuthState,
  draft: AddPropertyDraft,
  draftId: string | null,
): PersistedRoot {
  const { loading: _a, ...authRest } = auth;
  const { loading: _b, ...adminRest } = adminAuth;
  const addProperty = {} as PersistedRoot['addProperty'];
  for (const name of DRAFT_SECTIONS) {
    const { loading: _c, ...section } = draft[name];
    addProperty[name] = section;
  }
  return { auth: authRest, adminAuth: adminRest, addProperty, addPropertyDraftId: draftId };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rebuilds the three states from whatever `root` held. The token keys are the source of
 * truth for tokens (another tab may have rotated or cleared them since `root` was written).
 */
export function fromPersisted(raw: unknown): {
  auth: AuthState;
  adminAuth: AdminAuthState;
  draft: AddPropertyDraft;
  draftId: string | null;
} {
  const root = isRecord(raw) ? raw : {};
  const { addPropertyDraftId: draftId } = root;
  return {
    auth: restoreAuth(root.auth),
    adminAuth: restoreAdminAuth(root.adminAuth),
    draft: restoreDraft(root.addProperty),
    draftId: typeof draftId === 'string' && draftId ? draftId : null,
  };
}

function restoreAuth(raw: unknown): AuthState {
  if (!isRecord(raw) || !isRecord(raw.user)) return initialAuthState;
  const { token, refreshToken } = readTokens('user');
  if (!token || !refreshToken) return initialAuthState;
  const user = { ...(raw.user as unknown as NonNullable<AuthState['user']>), token, refreshToken };
  return { loading: false, error: null, user, isAuthenticated: true };
}

function restoreAdminAuth(raw: unknown): AdminAuthState {
  if (!isRecord(raw) || !isRecord(raw.adminInfo)) return initialAdminAuthState;
  const { token, refreshToken } = readTokens('admin');
  if (!token || !refreshToken) return initialAdminAuthState;
  const adminInfo = {
    ...(raw.adminInfo as unknown as NonNullable<AdminAuthState['adminInfo']>),
    token,
    refreshToken,
  };
  return { loading: false, error: null, adminInfo, isAuthenticated: true };
}

function restoreDraft(raw: unknown): AddPropertyDraft {
  if (!isRecord(raw)) return initialDraft;
  const draft: Record<DraftSectionName, DraftSection> = { ...initialDraft };
  for (const name of DRAFT_SECTIONS) {
    const section = raw[name];
    if (!isRecord(section)) continue;
    draft[name] = {
      loading: false,
      error: typeof section.error === 'string' ? section.error : null,
      // Written by an older build it may lack fields: the wizard checks a restored section
      // with its schema (shared/contracts/drafts) before it trusts it.
      data: isRecord(section.data) ? (section.data as DraftSection['data']) : null,
    };
  }
  return draft as AddPropertyDraft;
}
