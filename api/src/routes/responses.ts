import type { RouteOptions } from 'fastify';
import { errorAnswerSchema } from 'shared/contracts/common';
import type { z } from 'zod';

/** Adds the error envelope to a route's documented answers. */
export function answers<T extends z.ZodType>(ok: T) {
  return { 200: ok, '4xx': errorAnswerSchema, '5xx': errorAnswerSchema };
}

export const bearerSecurity = [{ bearer: [] }];

/** onRoute hook of the signed-in folders' autohooks: the OpenAPI document shows the bearer lock. */
export function documentBearer(route: RouteOptions) {
  route.schema = { ...route.schema, security: bearerSecurity };
}

/** The success envelope of a plain read. */
export const ok = { isSuccess: true as const, message: 'ok' };

/** A page of a list, as `pagedAnswerSchema` documents it: `{ isSuccess, message, data, total, page, limit }`. */
export function paged<T>(list: { data: T[]; total: number }, at: { page: number; limit: number }) {
  return { ...ok, data: list.data, total: list.total, page: at.page, limit: at.limit };
}
