import { createEffect } from 'effector';
import type { AuditLogPage } from 'shared/contracts/adminAudit';
import type {
  OperatorAnswer,
  OperatorInviteBody,
  OperatorPage,
  OperatorPatchBody,
} from 'shared/contracts/adminOperators';
import { type ApiFailure, adminApi, request } from 'shared/http';
import type { AdminListQuery } from '../table/types';
import { operatorsTexts } from './i18n';

const operators = () => import('shared/contracts/adminOperators');
const audit = () => import('shared/contracts/adminAudit');
const problem = () => operatorsTexts.t('unknownProblem');

/** The query as URL parameters, without empty values. */
export function searchOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export type OperatorsQuery = AdminListQuery<'role' | 'status'>;
export type AuditQuery = AdminListQuery<
  'action' | 'entityType' | 'entityId' | 'adminId' | 'from' | 'to'
>;

/** GET /api/admin/operators */
export async function fetchOperators(query: OperatorsQuery): Promise<OperatorPage> {
  const call = adminApi.get(`admin/operators${searchOf(query)}`).json();
  const [{ operatorPageSchema }] = await Promise.all([operators(), call.catch(() => undefined)]);
  return request(operatorPageSchema, call, problem());
}

/** GET /api/admin/audit-log */
export async function fetchAuditLog(query: AuditQuery): Promise<AuditLogPage> {
  const call = adminApi.get(`admin/audit-log${searchOf(query)}`).json();
  const [{ auditLogPageSchema }] = await Promise.all([audit(), call.catch(() => undefined)]);
  return request(auditLogPageSchema, call, problem());
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
