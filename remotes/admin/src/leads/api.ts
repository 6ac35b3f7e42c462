import { createEffect } from 'effector';
import type {
  AdminLead,
  AssignLeadsAnswer,
  AssignLeadsBody,
  LeadAssignee,
  LeadHistoryEntry,
  LeadStatusBody,
} from 'shared/contracts/adminLeads';
import type { AdminPage } from 'shared/contracts/adminLists';
import { adminApi, request } from 'shared/http';
import { fetchAdminPage, type QueryValues } from '../table/fetchPage';
import { leadsTexts } from './i18n';

const contracts = () => import('shared/contracts/adminLeads');
const leadPath = (id: string) => `admin/leads/${encodeURIComponent(id)}`;

/** The query as the api takes it (URL parameters; empty values left out). */
export type LeadsQuery = QueryValues;

/** GET admin/leads?page&limit&dir&search&from&to&city&propertyId&status&source&assignee */
export function fetchLeads(query: LeadsQuery): Promise<AdminPage<AdminLead>> {
  return fetchAdminPage(
    'admin/leads',
    query,
    async () => (await contracts()).adminLeadsPageSchema,
    leadsTexts.t('loadFailed'),
  ) as Promise<AdminPage<AdminLead>>;
}

/** GET admin/leads/assignees: the staff a lead may be assigned to. */
export const fetchAssigneesFx = createEffect(async (): Promise<LeadAssignee[]> => {
  const { leadAssigneesAnswerSchema } = await contracts();
  const answer = await request(
    leadAssigneesAnswerSchema,
    adminApi.get('admin/leads/assignees').json(),
    leadsTexts.t('assign.assigneesFailed'),
  );
  return answer.data;
});

/** POST admin/leads/assign `{ ids, adminId }`: per lead, whether it was assigned and why not. */
export const assignLeadsFx = createEffect(
  async (body: AssignLeadsBody): Promise<AssignLeadsAnswer> => {
    const { assignLeadsAnswerSchema } = await contracts();
    return request(
      assignLeadsAnswerSchema,
      adminApi.post(body, 'admin/leads/assign').json(),
      leadsTexts.t('assign.failed'),
    );
  },
);

/** POST admin/leads/{id}/forward: e-mails the lead to the listing's owner. */
export const forwardLeadFx = createEffect(async (id: string): Promise<AdminLead> => {
  const { adminLeadAnswerSchema } = await contracts();
  const answer = await request(
    adminLeadAnswerSchema,
    adminApi.post({}, `${leadPath(id)}/forward`).json(),
    leadsTexts.t('forward.failed'),
  );
  return answer.lead;
});

/** PATCH admin/leads/{id} `{ status, note? }` */
export const setLeadStatusFx = createEffect(
  async ({ id, body }: { id: string; body: LeadStatusBody }): Promise<AdminLead> => {
    const { adminLeadAnswerSchema } = await contracts();
    const answer = await request(
      adminLeadAnswerSchema,
      adminApi.patch(body, leadPath(id)).json(),
      leadsTexts.t('statusChange.failed'),
    );
    return answer.lead;
  },
);

/** GET admin/leads/{id}/history: who did what, newest first. */
export const fetchLeadHistoryFx = createEffect(async (id: string): Promise<LeadHistoryEntry[]> => {
  const { leadHistoryAnswerSchema } = await contracts();
  const answer = await request(
    leadHistoryAnswerSchema,
    adminApi.get(`${leadPath(id)}/history`).json(),
    leadsTexts.t('history.failed'),
  );
  return answer.data;
});
