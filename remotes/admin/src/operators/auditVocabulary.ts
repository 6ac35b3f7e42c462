/** The actions staff writes leave (design13: `<entity>.<verb>`), for the audit log's filter. */
export const AUDIT_ACTIONS = [
  'property.approve',
  'property.reject',
  'property.edit',
  'property.feature',
  'property.expire',
  'user.block',
  'user.unblock',
  'coupon.create',
  'coupon.update',
  'lead.assign',
  'lead.forward',
  'lead.status',
  'setting.create',
  'setting.update',
  'setting.delete',
  'suggestion.create',
  'suggestion.update',
  'suggestion.delete',
  'suggestion.reorder',
  'operator.invite',
  'operator.update',
  'staff.password-change',
] as const;

/** The record types those actions touch (the part before the dot). */
export const AUDIT_ENTITY_TYPES = [
  ...new Set(AUDIT_ACTIONS.map((action) => action.split('.')[0] as string)),
];
