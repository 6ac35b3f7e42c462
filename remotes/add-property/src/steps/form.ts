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

/**
 * The message of each field a schema refused (`paths` as `check` gives them), the first per
 * field; `fieldOf` maps a path to the form's field, `message` words it.
 */
export function messagesFor<Field extends string>(
  paths: readonly string[],
  fieldOf: (path: string) => Field,
  message: (field: Field) => string,
): FieldErrors {
  const found: FieldErrors = {};
  for (const path of paths) {
    const field = fieldOf(path);
    found[field] ??= message(field);
  }
  return found;
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

/**
 * The fields a server refusal names ("Invalid request: body.pincode: pincode 110001 is not in
 * Maharashtra; body.reraId: ..."), each with its sentence; empty when it names none.
 */
export function refusalFields(message: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const [, field, text] of message.matchAll(/body\.([\w.]+): ([^;]+)/g)) {
    if (field && text && !fields[field]) fields[field] = text.trim();
  }
  return fields;
}

/**
 * A refusal's fields placed on a step's controls (a path belongs to the longest field of
 * `order` it starts with); the first is focused. False when none is on this step.
 */
export function placeRefusal(
  step: string,
  order: readonly string[],
  server: FieldErrors,
  show: (errors: FieldErrors) => void,
): boolean {
  const byLength = [...order].sort((a, b) => b.length - a.length);
  const found: FieldErrors = {};
  for (const [path, text] of Object.entries(server)) {
    const field = byLength.find((name) => path === name || path.startsWith(`${name}.`));
    if (field) found[field] ??= text;
  }
  if (Object.keys(found).length === 0) return false;
  show(found);
  focusFirstInvalid(step, order, found);
  return true;
}
