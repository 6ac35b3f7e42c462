import { createHash } from 'node:crypto';
import type { ListingSearchQuery } from 'shared/contracts/listings';
import type { ListingSort } from 'shared/vocabulary';
import { badRequest } from '../../../lib/errors';

/** Where the next page starts: the last row's sort key and id, plus the first page's total. */
export interface SearchCursor {
  sort: ListingSort;
  key: string;
  id: string;
  total: number;
  filters: string;
}

/** A short fingerprint of the filters, so a cursor cannot be replayed against another search. */
export function filtersFingerprint(query: ListingSearchQuery): string {
  const { cursor: _cursor, limit: _limit, sort: _sort, ...filters } = query;
  return createHash('sha1').update(JSON.stringify(filters)).digest('base64url').slice(0, 10);
}

export function encodeCursor(cursor: SearchCursor): string {
  const parts = [cursor.sort, cursor.key, cursor.id, cursor.total, cursor.filters];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function decodeCursor(raw: string, query: ListingSearchQuery): SearchCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid request: cursor is invalid (start again without it)');
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 5 ||
    typeof parts[1] !== 'string' ||
    parts[1].length > 64 ||
    typeof parts[2] !== 'string' ||
    !UUID.test(parts[2]) ||
    !Number.isInteger(parts[3]) ||
    typeof parts[4] !== 'string'
  ) {
    throw badRequest('Invalid request: cursor is invalid (start again without it)');
  }
  const [sort, key, id, total, filters] = parts as [ListingSort, string, string, number, string];
  if (sort !== query.sort || filters !== filtersFingerprint(query)) {
    throw badRequest(
      'Invalid request: cursor belongs to another search or sort (start again without it)',
    );
  }
  return { sort, key, id, total, filters };
}
