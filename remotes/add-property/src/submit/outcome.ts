import { DRAFT_SECTIONS, type DraftSectionName } from 'shared/drafts';
import { codeOf, messageOf } from 'shared/http';

export type SubmitFailure =
  /** 400 DRAFT_INCOMPLETE: a step to complete (null when the server named none we know). */
  | { kind: 'incomplete'; section: DraftSectionName | null; message: string }
  /** 403: the posting rule said no; `reason` is its code (NO_SUBSCRIPTION, QUOTA_EXHAUSTED, ...). */
  | { kind: 'refused'; message: string; reason: string }
  /** Anything else: offline, timeout, a server error. Nothing is lost; the owner tries again. */
  | { kind: 'failed'; message: string };

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

const isSection = (value: unknown): value is DraftSectionName =>
  typeof value === 'string' && (DRAFT_SECTIONS as readonly string[]).includes(value);

/** A sentence ends with a stop, so the text after it reads on. */
export const sentence = (text: string) =>
  /[.!?।]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;

/** What a failed POST drafts/{id}/submit means for the owner. */
export function submitFailure(error: unknown, fallback: string): SubmitFailure {
  const message = messageOf(error, fallback);
  const status = statusOf(error);
  const code = codeOf(error);
  if (status === 400 && code === 'DRAFT_INCOMPLETE') {
    const section = (error as { section?: unknown }).section;
    return { kind: 'incomplete', section: isSection(section) ? section : null, message };
  }
  if (status === 403) {
    const reason = (error as { reason?: unknown }).reason;
    return { kind: 'refused', message, reason: typeof reason === 'string' ? reason : '' };
  }
  return { kind: 'failed', message };
}
