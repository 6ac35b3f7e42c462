import { createEffect } from 'effector';
import type { AdminPage } from 'shared/contracts/adminLists';
import type {
  AdminPropertyDetail,
  AdminPropertyRow,
  BulkPropertiesAnswer,
  EditPropertyBody,
  PropertyHistoryAnswer,
} from 'shared/contracts/adminProperties';
import { adminApi, request } from 'shared/http';
import { fetchAdminPage, type QueryValues } from '../table/fetchPage';
import { propertiesTexts } from './i18n';

const contracts = () => import('shared/contracts/adminProperties');
const propertyPath = (id: string) => `admin/properties/${encodeURIComponent(id)}`;
type Key = Parameters<typeof propertiesTexts.t>[0];
const t = (key: Key) => propertiesTexts.t(key);

export type PropertiesQuery = QueryValues;

/** GET admin/properties?queue&page&limit&sort&dir&search&status&city&listingType&flagged&featured */
export function fetchProperties(query: PropertiesQuery): Promise<AdminPage<AdminPropertyRow>> {
  return fetchAdminPage(
    'admin/properties',
    query,
    async () => (await contracts()).adminPropertiesAnswerSchema,
    t('loadFailed'),
  ) as Promise<AdminPage<AdminPropertyRow>>;
}

export type QueueSize = { total: number; capped: boolean };

/** How many listings wait for review (the tab's count). */
export const fetchQueueSizeFx = createEffect(async (): Promise<QueueSize> => {
  const page = await fetchProperties({ queue: 'review', limit: 1 });
  return { total: page.total, capped: page.totalCapped };
});

/** GET admin/properties/{id}: fields, photos, flags, owner, the edit waiting. */
export const fetchPropertyFx = createEffect(async (id: string): Promise<AdminPropertyDetail> => {
  const { adminPropertyDetailAnswerSchema } = await contracts();
  const answer = await request(
    adminPropertyDetailAnswerSchema,
    adminApi.get(propertyPath(id)).json(),
    t('detail.loadFailed'),
  );
  return answer.property;
});

export type PropertyHistory = Omit<PropertyHistoryAnswer, 'isSuccess' | 'message'>;

/** GET admin/properties/{id}/history */
export const fetchHistoryFx = createEffect(async (id: string): Promise<PropertyHistory> => {
  const { propertyHistoryAnswerSchema } = await contracts();
  const answer = await request(
    propertyHistoryAnswerSchema,
    adminApi.get(`${propertyPath(id)}/history`).json(),
    t('history.loadFailed'),
  );
  return { entries: answer.entries, lifecycle: answer.lifecycle };
});

async function act(id: string, action: string, body: object, failed: string): Promise<void> {
  const { adminPropertyActionAnswerSchema } = await contracts();
  await request(
    adminPropertyActionAnswerSchema,
    adminApi.post(body, `${propertyPath(id)}/${action}`).json(),
    failed,
  );
}

/** POST admin/properties/{id}/approve */
export const approvePropertyFx = createEffect((id: string) =>
  act(id, 'approve', {}, t('approve.failed')),
);

/** POST admin/properties/{id}/reject `{ reason }` */
export const rejectPropertyFx = createEffect(({ id, reason }: { id: string; reason: string }) =>
  act(id, 'reject', { reason }, t('reject.failed')),
);

/** POST admin/properties/{id}/feature `{ until }` (ISO, or null to stop) */
export const featurePropertyFx = createEffect(
  ({ id, until }: { id: string; until: string | null }) =>
    act(id, 'feature', { until }, t('feature.failed')),
);

/** POST admin/properties/{id}/expire */
export const expirePropertyFx = createEffect((id: string) =>
  act(id, 'expire', {}, t('expire.failed')),
);

/** PATCH admin/properties/{id} `{ title?, description?, price?, locality? }` */
export const editPropertyFx = createEffect(
  async ({ id, body }: { id: string; body: EditPropertyBody }): Promise<void> => {
    const { adminPropertyActionAnswerSchema } = await contracts();
    await request(
      adminPropertyActionAnswerSchema,
      adminApi.patch(body, propertyPath(id)).json(),
      t('edit.failed'),
    );
  },
);

export type BulkRequest = { action: 'approve' | 'reject'; ids: string[]; reason?: string };

/** POST admin/properties/bulk: a result per id. */
export const bulkPropertiesFx = createEffect(
  async (body: BulkRequest): Promise<BulkPropertiesAnswer> => {
    const { bulkPropertiesAnswerSchema } = await contracts();
    return request(
      bulkPropertiesAnswerSchema,
      adminApi.post(body, 'admin/properties/bulk').json(),
      t('bulk.failed'),
    );
  },
);
