import { createHash } from 'node:crypto';
import {
  type ListingSearchQuery,
  RELEVANCE_CANDIDATES,
  SEARCH_TOTAL_CAP,
} from 'shared/contracts/listings';
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
/** The most a search ever counts: totals stop at the cap, relevance at its candidates. */
const MAX_TOTAL = Math.max(SEARCH_TOTAL_CAP, RELEVANCE_CANDIDATES);

/** A cursor is the client's to hold, so each field is checked before it reaches the database. */
const invalidCursor = () =>
  badRequest('Invalid request: cursor is invalid (start again without it)');

export function decodeCursor(raw: string, query: ListingSearchQuery): SearchCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 5 ||
    typeof parts[1] !== 'string' ||
    parts[1].length > 64 ||
    typeof parts[2] !== 'string' ||
    !UUID.test(parts[2]) ||
    !Number.isInteger(parts[3]) ||
    parts[3] < 0 ||
    parts[3] > MAX_TOTAL ||
    typeof parts[4] !== 'string'
  ) {
    throw invalidCursor();
  }
  const [sort, key, id, total, filters] = parts as [ListingSort, string, string, number, string];
  if (sort !== query.sort || filters !== filtersFingerprint(query)) {
    throw badRequest(
      'Invalid request: cursor belongs to another search or sort (start again without it)',
    );
  }
  return { sort, key, id, total, filters };
}

const MAX_BIGINT = 9_223_372_036_854_775_807n;
/** float4's smallest normal and largest values: PostgreSQL refuses what under- or overflows. */
const REAL_RANGE = { min: 1.18e-38, max: 3.4e38 };
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isCalendarTime(key: string): boolean {
  const match = TIMESTAMP.exec(key);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0] = match
    .slice(1, 8)
    .map(Number);
  const offsetMinutes = Number(match[8] ?? 0);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDays = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return (
    year >= 1 &&
    monthDays !== undefined &&
    day >= 1 &&
    day <= monthDays &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

/**
 * The sort key of a cursor, by the type of the column it continues from (as PostgreSQL writes it
 * with `::text`). A key the database could not cast (a price over bigint, a rank of 1e999, the
 * 30th of February) is a 400 here instead of a 500 there.
 */
export const cursorKey = {
  bigint(key: string): string {
    if (!/^\d{1,19}$/.test(key) || BigInt(key) > MAX_BIGINT) throw invalidCursor();
    return key;
  },
  real(key: string): string {
    const value = Number(key);
    const zero = /^0+(\.0+)?(e[+-]?\d+)?$/.test(key);
    const inRange = zero || (value >= REAL_RANGE.min && value <= REAL_RANGE.max);
    if (!/^\d+(\.\d+)?(e[+-]?\d+)?$/.test(key) || !inRange) throw invalidCursor();
    return key;
  },
  timestamp(key: string): string {
    if (!isCalendarTime(key)) throw invalidCursor();
    return key;
  },
};
