// The draft answers as design11.md describes them. The envelope is checked by hand; the sections
// with their schemas from shared/contracts/drafts, loaded (with zod) only when a section has
// data: entering the wizard with no draft anywhere costs no zod on the first step.
import { DRAFT_SECTIONS, type DraftSectionData } from 'shared/drafts';
import type { Schema } from 'shared/http';

export type ServerDraft = {
  _id: string;
  propertyId: string | null;
  sections: { [N in keyof DraftSectionData]: DraftSectionData[N] | null };
  submittedAt: string | null;
  updatedAt: string;
};

/** A draft whose envelope was checked; its sections not yet. */
export type UncheckedDraft = Omit<ServerDraft, 'sections'> & { sections: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function envelopeOf(raw: unknown): UncheckedDraft | null {
  if (!isRecord(raw) || typeof raw._id !== 'string' || !raw._id) return null;
  return {
    _id: raw._id,
    propertyId: typeof raw.propertyId === 'string' ? raw.propertyId : null,
    sections: isRecord(raw.sections) ? raw.sections : {},
    submittedAt: typeof raw.submittedAt === 'string' ? raw.submittedAt : null,
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : '',
  };
}

/**
 * Each section checked with its schema. A section this build cannot read (an older or newer
 * shape) is left empty: the owner fills that step again instead of the wizard failing.
 */
export async function checkSections(draft: UncheckedDraft): Promise<ServerDraft> {
  const sections = {} as Record<string, unknown>;
  const given = DRAFT_SECTIONS.filter((name) => draft.sections[name] != null);
  const schemas =
    given.length > 0 ? (await import('shared/contracts/drafts')).draftSectionSchemas : null;
  for (const name of DRAFT_SECTIONS) {
    const parsed = schemas?.[name].safeParse(draft.sections[name]);
    sections[name] = parsed?.success ? parsed.data : null;
  }
  return { ...draft, sections: sections as ServerDraft['sections'] };
}

type Parsed<T> = { success: true; data: T } | { success: false; error: unknown };

function answerSchema<T>(
  pick: (draft: UncheckedDraft | null, raw: unknown) => T | undefined,
): Schema<T> {
  return {
    safeParse(data: unknown): Parsed<T> {
      if (!isRecord(data) || data.isSuccess !== true) return { success: false, error: data };
      const value = pick(envelopeOf(data.draft), data.draft);
      return value === undefined ? { success: false, error: data } : { success: true, data: value };
    },
  };
}

/** `{ isSuccess, message, draft }` of POST /api/drafts, GET and PUT of one draft. */
export const draftAnswerSchema: Schema<{ draft: UncheckedDraft }> = answerSchema((draft) =>
  draft ? { draft } : undefined,
);

/** `{ isSuccess, draft: Draft | null }` of GET /api/drafts/current. */
export const currentDraftAnswerSchema: Schema<{ draft: UncheckedDraft | null }> = answerSchema(
  (draft, raw) => (raw === null ? { draft: null } : draft ? { draft } : undefined),
);
