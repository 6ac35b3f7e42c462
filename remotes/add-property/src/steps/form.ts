import type { Schema } from 'shared/http';

/** Field errors by field name (a zod issue's path joined with '.'), first issue per field. */
export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; data: T } | { ok: false; fields: string[] };

type Issue = { path: PropertyKey[] };

/**
 * Checks `candidate` with a section schema; on failure, the names of the invalid fields in the
 * schema's order (each step turns them into its own words, in the page's language).
 */
export function check<T>(schema: Schema<T>, candidate: unknown): Checked<T> {
  const result = schema.safeParse(candidate);
  if (result.success) return { ok: true, data: result.data };
  const issues = (result.error as { issues?: Issue[] }).issues ?? [];
  const fields = [...new Set(issues.map((issue) => issue.path.map(String).join('.')))];
  return { ok: false, fields };
}

/** A typed number, or null when empty; NaN (refused by the schema) when not a number. */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  return trimmed === '' ? null : Number(trimmed);
}

export const textOrNull = (text: string): string | null =>
  text.trim() === '' ? null : text.trim();

export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The DOM id of a field's control, so Next can focus the first invalid one. */
export const fieldId = (step: string, field: string) =>
  `add-property-${step}-${field.replaceAll('.', '-')}`;

/** Focuses the first field of `order` that has an error (after React rendered the messages). */
export function focusFirstInvalid(step: string, order: readonly string[], errors: FieldErrors) {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(fieldId(step, first))?.focus());
}

/** Loads the section schemas (and zod) when the owner first presses Next, not with the page. */
export const loadSchemas = () =>
  import('shared/contracts/drafts').then((module) => module.draftSectionSchemas);
