import { createEffect } from 'effector';
import type { AuditEntry } from 'shared/contracts/adminAudit';
import type { AdminPage } from 'shared/contracts/adminLists';
import type {
  AdminUserDetail,
  AdminUserLead,
  AdminUserListing,
  AdminUserPayment,
  AdminUserRow,
} from 'shared/contracts/adminUsers';
import { adminApi, request, type Schema } from 'shared/http';
import { fetchAdminPage } from '../table/fetchPage';
import type { AdminListQuery } from '../table/types';
import { usersTexts } from './i18n';

const contracts = () => import('shared/contracts/adminUsers');
const userPath = (id: string) => `admin/users/${encodeURIComponent(id)}`;

export type UsersQuery = AdminListQuery<'role' | 'status'>;

/** GET admin/users?page&limit&sort&dir&search&role&status */
export function fetchUsers(query: UsersQuery): Promise<AdminPage<AdminUserRow>> {
  return fetchAdminPage(
    'admin/users',
    query,
    async () => (await contracts()).adminUsersAnswerSchema,
    usersTexts.t('loadFailed'),
  ) as Promise<AdminPage<AdminUserRow>>;
}

/** GET admin/users/{id}: profile, plan and counts. */
export const fetchUserFx = createEffect(async (id: string): Promise<AdminUserDetail> => {
  const { adminUserAnswerSchema } = await contracts();
  const answer = await request(
    adminUserAnswerSchema,
    adminApi.get(userPath(id)).json(),
    usersTexts.t('detail.loadFailed'),
  );
  return answer.user;
});

export type UserTab = 'listings' | 'leads' | 'payments';
export type TabRow = AdminUserListing | AdminUserLead | AdminUserPayment;
export type TabPage = { tab: UserTab; data: TabRow[]; total: number; page: number; limit: number };
export type TabRequest = { id: string; tab: UserTab; page: number };
export const TAB_PAGE_SIZE = 10;

/** GET admin/users/{id}/listings|leads|payments?page&limit */
export const fetchUserTabFx = createEffect(
  async ({ id, tab, page }: TabRequest): Promise<TabPage> => {
    const schemas = await contracts();
    const schema = {
      listings: schemas.adminUserListingsAnswerSchema,
      leads: schemas.adminUserLeadsAnswerSchema,
      payments: schemas.adminUserPaymentsAnswerSchema,
    }[tab] as Schema<Omit<TabPage, 'tab'>>;
    const answer = await request(
      schema,
      adminApi.get(`${userPath(id)}/${tab}?page=${page}&limit=${TAB_PAGE_SIZE}`).json(),
      usersTexts.t('detail.loadFailed'),
    );
    return { tab, data: answer.data, total: answer.total, page: answer.page, limit: answer.limit };
  },
);

/** POST admin/users/{id}/block `{ reason }` */
export const blockUserFx = createEffect(
  async ({ id, reason }: { id: string; reason: string }): Promise<AdminUserDetail> => {
    const { adminUserAnswerSchema } = await contracts();
    const answer = await request(
      adminUserAnswerSchema,
      adminApi.post({ reason }, `${userPath(id)}/block`).json(),
      usersTexts.t('block.failed'),
    );
    return answer.user;
  },
);

/** POST admin/users/{id}/unblock */
export const unblockUserFx = createEffect(async (id: string): Promise<AdminUserDetail> => {
  const { adminUserAnswerSchema } = await contracts();
  const answer = await request(
    adminUserAnswerSchema,
    adminApi.post({}, `${userPath(id)}/unblock`).json(),
    usersTexts.t('unblock.failed'),
  );
  return answer.user;
});

/** GET admin/users/{id}/history: staff actions on the user, newest first. */
export const fetchUserHistoryFx = createEffect(async (id: string): Promise<AuditEntry[]> => {
  const { auditHistoryAnswerSchema } = await import('shared/contracts/adminAudit');
  const answer = await request(
    auditHistoryAnswerSchema,
    adminApi.get(`${userPath(id)}/history`).json(),
    usersTexts.t('history.failed'),
  );
  return answer.data;
});
