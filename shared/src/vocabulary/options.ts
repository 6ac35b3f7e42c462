/** A choice as a select, radio group or checkbox list shows it. */
export type Option<T extends string | number> = { value: T; label: string };

/** The vocabulary's values in their order, each with its label. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The label of a value, or the value itself when a label is missing (never throws). */
export function labelOf<T extends string>(
  labels: Record<T, string>,
  value: T | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  return labels[value] ?? String(value);
}
