import type { Database } from './client';

/** A drizzle transaction of the app's database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: queries that run inside or outside one. */
export type Executor = Database | Transaction;
