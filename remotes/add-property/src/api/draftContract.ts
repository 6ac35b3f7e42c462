// The draft answers as design11.md describes them, each section checked with its schema from
// shared/contracts/drafts. Loaded with the first draft call, never with the first paint.
import { draftSectionSchemas } from 'shared/contracts/drafts';
import { DRAFT_SECTIONS, type DraftSectionData } from 'shared/drafts';
import type { Schema } from 'shared/http';

export type ServerDraft = {
  _id: string;
  propertyId: string | null;
  sections: { [N in keyof DraftSectionData]: DraftSectionData[N] | null };
  submittedAt: string | null;
  updatedAt: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseDraft(raw: unknown): ServerDraft | null {
  if (!isRecord(raw) || typeof raw._id !== 'string' || !raw._id) return null;
  const given = isRecord(raw.sections) ? raw.sections : {};
  const sections = {} as Record<string, unknown>;
  for (const name of DRAFT_SECTIONS) {
    // A section this build cannot read (an older or newer shape) is left empty: the owner
    // fills that step again instead of the wizard failing.
    const parsed = draftSectionSchemas[name].safeParse(given[name]);
    sections[name] = parsed.success ? parsed.data : null;
  }
  return {
    _id: raw._id,
    propertyId: typeof raw.propertyId === 'string' ? raw.propertyId : null,
    sections: sections as ServerDraft['sections'],
    submittedAt: typeof raw.submittedAt === 'string' ? raw.submittedAt : null,
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : '',
  };
}

type Parsed<T> = { success: true; data: T } | { success: false; error: unknown };

function answerSchema<T>(
  pick: (draft: ServerDraft | null, raw: unknown) => T | undefined,
): Schema<T> {
  return {
    safeParse(data: unknown): Parsed<T> {
      if (!isRecord(data) || data.isSuccess !== true) return { success: false, error: data };
      const value = pick(parseDraft(data.draft), data.draft);
      return value === undefined ? { success: false, error: data } : { success: true, data: value };
    },
  };
}

/** `{ isSuccess, message, draft }` of POST /api/drafts, GET and PUT of one draft. */
export const draftAnswerSchema: Schema<{ draft: ServerDraft }> = answerSchema((draft) =>
  draft ? { draft } : undefined,
);

/** `{ isSuccess, draft: Draft | null }` of GET /api/drafts/current. */
export const currentDraftAnswerSchema: Schema<{ draft: ServerDraft | null }> = answerSchema(
  (draft, raw) => (raw === null ? { draft: null } : draft ? { draft } : undefined),
);
