import { createEffect } from 'effector';
import type { Lead, LeadsAnswer, LeadsFilters } from 'shared/contracts/leads';
import { type GetJson, getJsonFromApi, request, toFailure, userApi } from 'shared/http';
import { leadsTexts } from './i18n';

const leadsPath = (userId: string) => `users/leads/${encodeURIComponent(userId)}`;
const withQuery = (path: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
};
const contracts = () => import('shared/contracts/leads');

export interface LeadsRequest {
  userId: string;
  filters: LeadsFilters;
  page: number;
  limit: number;
}

/** GET users/leads/{userId}?search&startDate&endDate&status&page&limit */
export async function leadsPage(
  { userId, filters, page, limit }: LeadsRequest,
  getJson: GetJson = getJsonFromApi,
): Promise<LeadsAnswer> {
  // The request goes out at once; the contract (and zod) download overlaps it.
  const call = getJson(withQuery(leadsPath(userId), { ...filters, page, limit }));
  const [{ leadsAnswerSchema }] = await Promise.all([contracts(), call.catch(() => undefined)]);
  return request(leadsAnswerSchema, call, leadsTexts.t('unknownProblem'));
}

export const fetchLeadsFx = createEffect((params: LeadsRequest) => leadsPage(params));

export interface ContactedRequest {
  userId: string;
  leadId: string;
  contacted: boolean;
}

/** PATCH users/leads/{userId}/{leadId} `{ contacted }`: the lead as the server now has it. */
export const setContactedFx = createEffect(
  async ({ userId, leadId, contacted }: ContactedRequest): Promise<Lead> => {
    const { leadAnswerSchema } = await contracts();
    const answer = await request(
      leadAnswerSchema,
      userApi.patch({ contacted }, `${leadsPath(userId)}/${encodeURIComponent(leadId)}`).json(),
      leadsTexts.t('unknownProblem'),
    );
    return answer.lead;
  },
);

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/** GET users/leads/{userId}/export.csv with the bearer token: every matching lead. */
export const exportLeadsFx = createEffect(
  async ({ userId, filters }: { userId: string; filters: LeadsFilters }): Promise<CsvFile> => {
    try {
      const response = await userApi
        .get(withQuery(`${leadsPath(userId)}/export.csv`, filters))
        .res();
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'leads.csv';
      return { blob: await response.blob(), fileName };
    } catch (error) {
      throw toFailure(error, leadsTexts.t('unknownProblem'));
    }
  },
);

/** Hands the file to the browser's download (an object URL on a temporary link). */
export const saveFileFx = createEffect(({ blob, fileName }: CsvFile) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
});
