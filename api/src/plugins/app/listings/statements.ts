import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';

const dialect = new PgDialect();

/** A stable statement name for a query text (PostgreSQL names: at most 63 bytes). */
export const statementName = (text: string, prefix = 'ls') =>
  `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/**
 * Runs a query and answers its rows (snake_case, as PostgreSQL names them). `planEachTime` skips
 * the named statement for queries whose best plan depends on their values (a common word wants the
 * sort index, a rare one the text index; a wide budget another index than a narrow one), where a
 * cached generic plan picks one for all.
 */
export type RowQuery = <T>(query: SQL, options?: { planEachTime?: boolean }) => Promise<T[]>;

/**
 * On PostgreSQL each query shape runs as a named prepared statement, planned once per connection
 * instead of on every request (planning the wide listing queries costs more than running them).
 * PGlite gets plain queries: its socket shares one session between connections.
 */
export function rowQuery(db: Database, namedStatements: boolean): RowQuery {
  return async <T>(query: SQL, options?: { planEachTime?: boolean }): Promise<T[]> => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    if (!namedStatements || options?.planEachTime)
      return (await db.$client.query(text, params)).rows as T[];
    const name = statementName(text);
    return (await db.$client.query({ name, text, values: params as unknown[] })).rows as T[];
  };
}
