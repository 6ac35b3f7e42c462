import { z } from 'zod';
import { idSchema, successEnvelopeSchema, text } from './common';

/** GET /api/states */
export const stateSchema = z.object({
  _id: idSchema,
  name: z.string(),
  code: z.string(),
  type: z.enum(['state', 'union-territory']),
});
export type State = z.infer<typeof stateSchema>;

export const statesAnswerSchema = successEnvelopeSchema.extend({ states: z.array(stateSchema) });
export type StatesAnswer = z.infer<typeof statesAnswerSchema>;

/** GET /api/cities?state=<state id, code or name> */
export const citiesQuerySchema = z.strictObject({
  state: text('state', { min: 1, max: 80 }),
});
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;

export const citySchema = z.object({ _id: idSchema, name: z.string(), stateId: idSchema });
export type City = z.infer<typeof citySchema>;

export const citiesAnswerSchema = successEnvelopeSchema.extend({ cities: z.array(citySchema) });
export type CitiesAnswer = z.infer<typeof citiesAnswerSchema>;

/** GET /api/localities?city=<city name>&q=<what the owner typed>: localities listed there. */
export const localitiesQuerySchema = z.strictObject({
  city: text('city', { min: 1, max: 80 }),
  q: text('q', { max: 60 }).optional(),
});
export type LocalitiesQuery = z.infer<typeof localitiesQuerySchema>;

export const localitiesAnswerSchema = successEnvelopeSchema.extend({
  localities: z.array(z.string()),
});
export type LocalitiesAnswer = z.infer<typeof localitiesAnswerSchema>;
