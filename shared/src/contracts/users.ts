import { z } from 'zod';
import { POSTED_BY } from '../vocabulary/postedBy';
import { emailSchema, idSchema, successEnvelopeSchema, text } from './common';

/** What a user posts as: the vocabulary's `POSTED_BY` (owner, agent, builder). */
export const userTypeSchema = z.enum(POSTED_BY);
export type UserType = z.infer<typeof userTypeSchema>;

/** A user's profile. */
export const userProfileSchema = z.object({
  _id: idSchema,
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  profileImage: z.string().nullable(),
  userType: userTypeSchema.nullable(),
  companyName: z.string().nullable(),
  /** An agent's or builder's RERA registration id; always null for owners. */
  reraAgentId: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  propertyCount: z.number().int().min(0),
  leadsCount: z.number().int().min(0),
  /** Listings of this user the public can see now (status active): the profile page shows it. */
  activeListingCount: z.number().int().min(0),
  isNewUser: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PATCH /api/users/user/update/{id}: only these fields; phone, ids and counters are not writable. */
export const userUpdateParamsSchema = z.strictObject({ id: idSchema });
export type UserUpdateParams = z.infer<typeof userUpdateParamsSchema>;

const safeUrl = text('profileImage', { max: 2048, trim: false }).regex(/^(https:\/\/|\/)[^\s]*$/, {
  message: 'must be an https:// URL or a path starting with /',
});

export const userUpdateBodySchema = z.strictObject({
  name: text('name', { min: 2, max: 80 }).optional(),
  email: emailSchema.nullable().optional(),
  profileImage: safeUrl.nullable().optional(),
  userType: userTypeSchema.optional(),
  companyName: text('companyName', { max: 120 }).nullable().optional(),
  /** Agents and builders only; checked against the state's RERA format by the api. */
  reraAgentId: text('reraAgentId', { min: 6, max: 60 })
    .regex(/^[A-Za-z0-9/-]+$/, {
      message: 'reraAgentId may contain only letters, digits, / and -',
    })
    .nullable()
    .optional(),
  /**
   * A profile photo the user uploaded through tus with `purpose=avatar` and that is processed
   * (GET /api/media/{id} says ready): becomes `profileImage`; the previous photo's files go.
   */
  profileMediaId: idSchema.optional(),
  city: text('city', { max: 80 }).nullable().optional(),
  state: text('state', { max: 80 }).nullable().optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

export const userAnswerSchema = successEnvelopeSchema.extend({ user: userProfileSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** GET /api/users/user/getUser/{id} */
export const getUserParamsSchema = z.strictObject({ id: idSchema });
export type GetUserParams = z.infer<typeof getUserParamsSchema>;

/** POST /api/users/request-images: ask a property's owner for photos. */
export const requestImagesBodySchema = z.strictObject({ propertyId: idSchema });
export type RequestImagesBody = z.infer<typeof requestImagesBodySchema>;
export const requestImagesAnswerSchema = successEnvelopeSchema;
export type RequestImagesAnswer = z.infer<typeof requestImagesAnswerSchema>;
