import { z } from 'zod';
import { successEnvelopeSchema, text } from './common';

/**
 * Every admin list reads only this far (page x limit): a deep page costs at most this many index
 * entries, and the total counts up to here ("10,000+"). Narrow the filters to reach older rows.
 */
export const ADMIN_LIST_WINDOW = 10_000;

/**
 * The query every admin list takes: `page`, `limit`, `sort`, `dir`, `search`, plus its own
 * filters. `sortKeys` are the columns the server may sort by (its indexes decide which).
 */
export function adminListQuerySchema<
  const Keys extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
>(sortKeys: Keys, defaultSort: Keys[number], filters: Filters) {
  return z
    .strictObject({
      page: z.coerce.number().int().min(1).max(ADMIN_LIST_WINDOW).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      sort: z.enum(sortKeys).default(defaultSort as never),
      dir: z.enum(['asc', 'desc']).default('desc'),
      search: text('search', { max: 100 }).optional(),
      ...filters,
    })
    .refine(
      (q) =>
        (q as { page: number; limit: number }).page * (q as { limit: number }).limit <=
        ADMIN_LIST_WINDOW,
      {
        message: `page x limit must be at most ${ADMIN_LIST_WINDOW}: narrow the filters to reach older rows`,
        path: ['page'],
      },
    );
}

/** A page of an admin list: `totalCapped` says the real total is larger than `total`. */
export function adminPageSchema<T extends z.ZodType>(row: T) {
  return successEnvelopeSchema.extend({
    data: z.array(row),
    total: z.number().int().min(0),
    totalCapped: z.boolean(),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}
export type AdminPage<T> = {
  isSuccess: true;
  message: string;
  data: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
};

/** `YYYY-MM-DD` (an India day) for the period filters `from` and `to` (both inclusive). */
export const indiaDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD' });
