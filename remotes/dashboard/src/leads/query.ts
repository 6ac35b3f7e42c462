import type { LeadStatus, LeadsFilters } from 'shared/contracts/leads';
import { pageParam } from '../lists/pageParam';

/** What /my-leads shows, as its URL says: ?search&startDate&endDate&status&page. */
export interface LeadsPageQuery {
  search: string;
  startDate: string;
  endDate: string;
  status: LeadStatus | '';
  page: number;
}

export const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES: readonly string[] = ['new', 'contacted'];

/** Reads the URL leniently: a value that is not understood is left out, not an error page. */
export function parseLeadsQuery(params: URLSearchParams): LeadsPageQuery {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const status = params.get('status') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    startDate: day('startDate'),
    endDate: day('endDate'),
    status: STATUSES.includes(status) ? (status as LeadStatus) : '',
    page: pageParam(params.get('page'), 10_000),
  };
}

export function toSearchParams(query: LeadsPageQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.startDate) params.set('startDate', query.startDate);
  if (query.endDate) params.set('endDate', query.endDate);
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** From after To: the page says so and asks nothing of the api. */
export const rangeIsReversed = (query: LeadsPageQuery) =>
  Boolean(query.startDate && query.endDate && query.startDate > query.endDate);

export const hasFilters = (query: LeadsPageQuery) =>
  Boolean(query.search || query.startDate || query.endDate || query.status);

/** The filters as the api reads them (list and export alike). */
export function toFilters(query: LeadsPageQuery): LeadsFilters {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: query.endDate } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}

export const queryKey = (query: LeadsPageQuery) => toSearchParams(query).toString();
