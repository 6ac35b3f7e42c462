import { fork, type Scope } from 'effector';
import type { ReactElement } from 'react';
import { $auth } from 'shared/auth';
import { $addPropertyDraft, type AddPropertyDraft, initialDraft } from 'shared/drafts';
import { renderWithProviders, signedIn } from 'shared/testing';
import type { ServerDraft } from '../api/drafts';
import { ensureDraftFx, fetchCurrentDraftFx, saveDraftSectionFx } from '../draft/model';

export const DRAFT_ID = '7c1f3a52-9d4e-4b8a-a1c2-3e4f5a6b7c8d';

export function serverDraft(sections: Partial<ServerDraft['sections']> = {}): ServerDraft {
  return {
    _id: DRAFT_ID,
    propertyId: null,
    sections: {
      basicDetails: null,
      locationDetails: null,
      profileDetails: null,
      mediaUpload: null,
      pricingDetails: null,
      ...sections,
    },
    submittedAt: null,
    updatedAt: '2026-11-23T10:00:00.000Z',
  };
}

/** A draft with the given sections saved (as this device's local storage would restore them). */
export function draftWith(
  data: Partial<{ [K in keyof AddPropertyDraft]: AddPropertyDraft[K]['data'] }>,
) {
  const draft = { ...initialDraft } as Record<string, unknown>;
  for (const [name, value] of Object.entries(data)) {
    draft[name] = { loading: false, error: null, data: value };
  }
  return draft as AddPropertyDraft;
}

export type StepHandlers = {
  current?: () => Promise<ServerDraft | null>;
  ensure?: () => Promise<ServerDraft>;
  save?: (params: {
    draftId: string;
    saved: { section: string; data: unknown };
  }) => Promise<ServerDraft>;
};

/** A scope with a signed-in owner, the given local draft, and the draft api faked. */
export function stepScope(
  draft: AddPropertyDraft = initialDraft,
  handlers: StepHandlers = {},
): Scope {
  return fork({
    values: [
      [$auth, signedIn()],
      [$addPropertyDraft, draft],
    ],
    handlers: [
      [fetchCurrentDraftFx, handlers.current ?? (async () => null)],
      [ensureDraftFx, handlers.ensure ?? (async () => serverDraft())],
      [saveDraftSectionFx, handlers.save ?? (async () => serverDraft())],
    ],
  });
}

export function renderStep(ui: ReactElement, at: string, scope: Scope) {
  return renderWithProviders(ui, { scope, at });
}
