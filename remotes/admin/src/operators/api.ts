import { createEffect } from 'effector';
import type { AuditLogPage } from 'shared/contracts/adminAudit';
import type {
  OperatorAnswer,
  OperatorInviteBody,
  OperatorPage,
  OperatorPatchBody,
} from 'shared/contracts/adminOperators';
import { type ApiFailure, adminApi, request } from 'shared/http';
import { fetchAdminPage } from '../table/fetchPage';
import type { AdminListQuery } from '../table/types';
import { operatorsTexts } from './i18n';

const operators = () => import('shared/contracts/adminOperators');
const audit = () => import('shared/contracts/adminAudit');
const problem = () => operatorsTexts.t('unknownProblem');

export type OperatorsQuery = AdminListQuery<'role' | 'status'>;
export type AuditQuery = AdminListQuery<
  'action' | 'entityType' | 'entityId' | 'adminId' | 'from' | 'to'
>;

/** GET /api/admin/operators */
export function fetchOperators(query: OperatorsQuery): Promise<OperatorPage> {
  return fetchAdminPage(
    'admin/operators',
    query,
    async () => (await operators()).operatorPageSchema,
    problem(),
  );
}

/** GET /api/admin/audit-log */
export function fetchAuditLog(query: AuditQuery): Promise<AuditLogPage> {
  return fetchAdminPage(
    'admin/audit-log',
    query,
    async () => (await audit()).auditLogPageSchema,
    problem(),
  );
}

/** POST /api/admin/operators: a set-password link by e-mail. */
export const inviteOperatorFx = createEffect<OperatorInviteBody, OperatorAnswer, ApiFailure>(
  async (body) => {
    const { operatorAnswerSchema } = await operators();
    return request(
      operatorAnswerSchema,
      adminApi.url('admin/operators').post(body).json(),
      problem(),
    );
  },
);

export type OperatorUpdate = { id: string; body: OperatorPatchBody };

/** PATCH /api/admin/operators/{id}: name, role, disabled. */
export const updateOperatorFx = createEffect<OperatorUpdate, OperatorAnswer, ApiFailure>(
  async ({ id, body }) => {
    const { operatorAnswerSchema } = await operators();
    return request(
      operatorAnswerSchema,
      adminApi
        .url(`admin/operators/${encodeURIComponent(id)}`)
        .patch(body)
        .json(),
      problem(),
    );
  },
);

/** POST /api/admin/operators/{id}/resend-invite: a new link (the old one stops). */
export const resendInviteFx = createEffect<string, OperatorAnswer, ApiFailure>(async (id) => {
  const { operatorAnswerSchema } = await operators();
  return request(
    operatorAnswerSchema,
    adminApi
      .url(`admin/operators/${encodeURIComponent(id)}/resend-invite`)
      .post()
      .json(),
    problem(),
  );
});
