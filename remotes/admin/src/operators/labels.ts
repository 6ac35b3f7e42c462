import type { OperatorStatus } from 'shared/contracts/adminOperators';
import type { AdminRole } from 'shared/contracts/adminPermissions';

/** Text keys of each role and status (admin-operators). */
export const ROLE_LABEL = {
  'super-admin': 'role.super-admin',
  moderator: 'role.moderator',
  support: 'role.support',
  finance: 'role.finance',
} as const satisfies Record<AdminRole, string>;

export const STATUS_LABEL = {
  active: 'status.active',
  invited: 'status.invited',
  disabled: 'status.disabled',
} as const satisfies Record<OperatorStatus, string>;
