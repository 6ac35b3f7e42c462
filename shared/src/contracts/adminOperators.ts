import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './adminLists';
import { ADMIN_ROLES } from './adminPermissions';
import { emailSchema, idSchema, successEnvelopeSchema, text } from './common';

/** `invited`: has not set a password yet; `disabled`: cannot sign in (wins over invited). */
export const OPERATOR_STATUSES = ['active', 'invited', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** A staff member as the operators screen lists them. */
export const operatorSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const OPERATOR_SORT_KEYS = ['createdAt', 'name', 'email', 'role'] as const;
export type OperatorSortKey = (typeof OPERATOR_SORT_KEYS)[number];

/** GET /api/admin/operators: search over name and e-mail. */
export const operatorListQuerySchema = adminListQuerySchema(OPERATOR_SORT_KEYS, 'createdAt', {
  role: z.enum(ADMIN_ROLES).optional(),
  status: z.enum(OPERATOR_STATUSES).optional(),
});
export type OperatorListQuery = z.infer<typeof operatorListQuerySchema>;

export const operatorPageSchema = adminPageSchema(operatorSchema);
export type OperatorPage = z.infer<typeof operatorPageSchema>;

const operatorName = text('name', { min: 1, max: 100 });

/** POST /api/admin/operators: sends a set-password link valid for 72 hours. */
export const operatorInviteBodySchema = z.strictObject({
  email: emailSchema,
  name: operatorName,
  role: z.enum(ADMIN_ROLES),
});
export type OperatorInviteBody = z.infer<typeof operatorInviteBodySchema>;

/** PATCH /api/admin/operators/{id}: never one's own account, never the last active super admin. */
export const operatorPatchBodySchema = z
  .strictObject({
    name: operatorName.optional(),
    role: z.enum(ADMIN_ROLES).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Change at least one of name, role or disabled',
  });
export type OperatorPatchBody = z.infer<typeof operatorPatchBodySchema>;

export const operatorAnswerSchema = successEnvelopeSchema.extend({ data: operatorSchema });
export type OperatorAnswer = z.infer<typeof operatorAnswerSchema>;

/** How long an invitation's set-password link works. */
export const INVITE_TTL_HOURS = 72;
