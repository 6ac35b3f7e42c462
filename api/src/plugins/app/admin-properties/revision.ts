import type { FieldChange } from 'shared/contracts/adminProperties';
import { DRAFT_SECTIONS, type DraftSections, draftSectionSchemas } from 'shared/contracts/drafts';
import type { listingDrafts, properties, propertyMedia } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';
import { type CompleteSections, propertyColumns } from '../drafts/listing-columns';

type DraftRow = typeof listingDrafts.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;
type MediaRow = typeof propertyMedia.$inferSelect;

/** The draft's five sections when each passes today's schema; null when one does not. */
export function completeSections(stored: Partial<DraftSections>): CompleteSections | null {
  const sections: Record<string, unknown> = {};
  for (const name of DRAFT_SECTIONS) {
    const parsed = draftSectionSchemas[name].safeParse(stored[name]);
    if (!parsed.success || parsed.data === null) return null;
    sections[name] = parsed.data;
  }
  return sections as CompleteSections;
}

type Value = FieldChange['before'];
const shown = (value: unknown): Value => {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return String(value);
};

/** The listing's columns the edit would change, as "field: before -> after". */
export function changedFields(listing: PropertyRow, sections: CompleteSections): FieldChange[] {
  const after = propertyColumns(sections) as Record<string, unknown>;
  const before = listing as unknown as Record<string, unknown>;
  return Object.keys(after).flatMap((field) => {
    const was = shown(before[field]);
    const will = shown(after[field]);
    return JSON.stringify(was) === JSON.stringify(will)
      ? []
      : [{ field, before: was, after: will }];
  });
}

/** An edit as the review sees it: what changes, and how many photos come and go. */
export function revisionOf(draft: DraftRow, listing: PropertyRow, media: MediaRow[]) {
  const sections = completeSections(draft.sections);
  const kept = new Set(sections?.mediaUpload.items.map((item) => item.mediaId) ?? []);
  const current = new Set(media.map((m) => m.id));
  return {
    draftId: draft.id,
    submittedAt: draft.submittedAt ? iso(draft.submittedAt) : null,
    rejectionReason: draft.rejectionReason,
    reviewedAt: draft.reviewedAt ? iso(draft.reviewedAt) : null,
    changes: sections ? changedFields(listing, sections) : [],
    photosAdded: [...kept].filter((id) => !current.has(id)).length,
    photosRemoved: sections ? [...current].filter((id) => !kept.has(id)).length : 0,
  };
}
