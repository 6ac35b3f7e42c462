import { errorAnswerSchema } from 'shared/contracts';
import type { z } from 'zod';

/** Adds the error envelope to a route's documented answers. */
export function answers<T extends z.ZodType>(ok: T) {
  return { 200: ok, '4xx': errorAnswerSchema, '5xx': errorAnswerSchema };
}

export const bearerSecurity = [{ bearer: [] }];
