import { adminApi, request, type Schema } from 'shared/http';

export type QueryValues = Record<string, string | number | undefined>;

/** The query as URL parameters (`a=1&b=x`), empty values left out. */
export function querySearch(query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * GET `<path>?<query>` with the admin bearer, checked by the list's contract. The request goes out
 * at once; the contract's (and zod's) download overlaps it. Rejects with an ApiFailure (the
 * server's message or `fallback`).
 */
export async function fetchAdminPage<Answer>(
  path: string,
  query: QueryValues,
  schema: () => Promise<Schema<Answer>>,
  fallback: string,
): Promise<Answer> {
  const search = querySearch(query);
  const call = adminApi.get(search ? `${path}?${search}` : path).json();
  const [contract] = await Promise.all([schema(), call.catch(() => undefined)]);
  return request(contract, call, fallback);
}
