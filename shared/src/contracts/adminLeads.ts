import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema, indiaDaySchema } from './adminLists';
import { ADMIN_ROLES } from './adminPermissions';
import { idSchema, successEnvelopeSchema, text } from './common';

/**
 * Where an enquiry came from: `property-page` is the contact form on a listing's page (the web
 * client says so); `api` is a lead posted without naming its source (another client, a script).
 */
export const LEAD_SOURCES = ['property-page', 'api'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const leadSourceSchema = z.enum(LEAD_SOURCES, {
  message: `source must be one of ${LEAD_SOURCES.join(', ')}`,
});

/** The operations team's workflow for a lead (separate from the owner's "contacted"). */
export const LEAD_DISPATCH_STATUSES = ['new', 'assigned', 'forwarded', 'closed', 'spam'] as const;
export type LeadDispatchStatus = (typeof LEAD_DISPATCH_STATUSES)[number];
export const leadDispatchStatusSchema = z.enum(LEAD_DISPATCH_STATUSES, {
  message: `status must be one of ${LEAD_DISPATCH_STATUSES.join(', ')}`,
});

/**
 * The statuses a lead may move to. `assigned` is reached only through assign (it names the
 * operator) and `forwarded` only through forward (it e-mails the owner); back to `new` reopens it.
 */
export const LEAD_TRANSITIONS: Record<LeadDispatchStatus, readonly LeadDispatchStatus[]> = {
  new: ['assigned', 'spam'],
  assigned: ['forwarded', 'closed', 'spam', 'new'],
  forwarded: ['closed'],
  closed: ['new'],
  spam: ['new'],
};
export const canMoveLead = (from: LeadDispatchStatus, to: LeadDispatchStatus) =>
  LEAD_TRANSITIONS[from].includes(to);
/** The statuses PATCH sets directly (the others have their own action). */
export const leadStatusTargets = (from: LeadDispatchStatus) =>
  LEAD_TRANSITIONS[from].filter((to) => to !== 'assigned' && to !== 'forwarded');

export const ADMIN_LEAD_SORT_KEYS = ['createdAt'] as const;

const filters = {
  from: indiaDaySchema.optional(),
  to: indiaDaySchema.optional(),
  city: text('city', { max: 80 }).optional(),
  propertyId: idSchema.optional(),
  status: leadDispatchStatusSchema.optional(),
  source: leadSourceSchema.optional(),
  /** `me`: assigned to the caller; `none`: unassigned; or one operator's id. */
  assignee: z.union([z.enum(['me', 'none']), idSchema], {
    message: 'assignee must be me, none or an operator id',
  }),
};

/**
 * GET /api/admin/leads (and /export.csv, same filters): every lead, newest first unless
 * `dir=asc`; `from`/`to` are India days; search matches the seeker's name or e-mail, the phone's
 * digits, or the listing's title.
 */
export const adminLeadsQuerySchema = adminListQuerySchema(ADMIN_LEAD_SORT_KEYS, 'createdAt', {
  ...filters,
  assignee: filters.assignee.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'from must not be after to',
  path: ['from'],
});
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuerySchema>;

/**
 * One lead. The seeker's details are what they shared with the owner when contacting (as
 * recorded then); `contactShared` is false for a lead with no recorded consent, whose phone is
 * masked and e-mail withheld.
 */
export const adminLeadSchema = z.object({
  _id: idSchema,
  createdAt: z.string(),
  source: leadSourceSchema,
  status: leadDispatchStatusSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  contactShared: z.boolean(),
  consentedAt: z.string().nullable(),
  propertyId: idSchema,
  propertyTitle: z.string(),
  propertyCity: z.string().nullable(),
  propertyLocality: z.string().nullable(),
  ownerId: idSchema,
  ownerName: z.string().nullable(),
  ownerPhone: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminLeadsPageSchema = adminPageSchema(adminLeadSchema);
export type AdminLeadsPage = z.infer<typeof adminLeadsPageSchema>;

export const adminLeadParamsSchema = z.strictObject({ id: idSchema });

/** GET /api/admin/leads/assignees: active staff whose role dispatches leads. */
export const leadAssigneeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type LeadAssignee = z.infer<typeof leadAssigneeSchema>;
export const leadAssigneesAnswerSchema = successEnvelopeSchema.extend({
  data: z.array(leadAssigneeSchema),
});

/** POST /api/admin/leads/assign: each lead (new or assigned) to one operator. */
export const assignLeadsBodySchema = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1, { message: 'ids must name at least one lead' })
    .max(100, { message: 'ids may name at most 100 leads' }),
  adminId: idSchema,
});
export type AssignLeadsBody = z.infer<typeof assignLeadsBodySchema>;
/** Per lead: `ok` false with the reason it was left as it was. */
export const assignLeadsAnswerSchema = successEnvelopeSchema.extend({
  results: z.array(z.object({ _id: idSchema, ok: z.boolean(), message: z.string() })),
});
export type AssignLeadsAnswer = z.infer<typeof assignLeadsAnswerSchema>;

/** PATCH /api/admin/leads/{id}: a status along LEAD_TRANSITIONS, with an optional note. */
export const leadStatusBodySchema = z.strictObject({
  status: leadDispatchStatusSchema,
  note: text('note', { max: 500, multiline: true }).optional(),
});
export type LeadStatusBody = z.infer<typeof leadStatusBodySchema>;

/** The answer of forward and PATCH: the lead as it is now. */
export const adminLeadAnswerSchema = successEnvelopeSchema.extend({ lead: adminLeadSchema });
export type AdminLeadAnswer = z.infer<typeof adminLeadAnswerSchema>;

/** GET /api/admin/leads/{id}/history: who did what, newest first. */
export const leadHistoryEntrySchema = z.object({
  _id: idSchema,
  action: z.enum(['lead.assign', 'lead.forward', 'lead.status']),
  createdAt: z.string(),
  staffName: z.string().nullable(),
  staffRole: z.enum(ADMIN_ROLES).nullable(),
  staffEmail: z.string(),
  fromStatus: leadDispatchStatusSchema.nullable(),
  toStatus: leadDispatchStatusSchema.nullable(),
  assigneeName: z.string().nullable(),
  note: z.string().nullable(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;
export const leadHistoryAnswerSchema = successEnvelopeSchema.extend({
  data: z.array(leadHistoryEntrySchema),
});
export type LeadHistoryAnswer = z.infer<typeof leadHistoryAnswerSchema>;
