/** The URL's page number: a whole number from 1 (up to `last`), else 1 (a missing or odd value). */
export function pageParam(raw: string | null, last = Number.POSITIVE_INFINITY): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= last ? page : 1;
}
