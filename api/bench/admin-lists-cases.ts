// What bench:admin asks each admin list (design13's contracts). A case lists candidate queries:
// the first one the route accepts is measured (a sort key the list does not offer is a 400).
import { DAY } from '../src/lib/dates';
import { indiaDay } from '../src/plugins/app/owner-listings/india-day';

export interface BenchCase {
  name: string;
  queries: string[];
  /** false: reported beside the budget (a search), not held to it. */
  budgeted?: boolean;
}
export interface BenchList {
  label: string;
  path: string;
  cases: BenchCase[];
  budgeted?: boolean;
}

/** The India day `n` days before today. */
const daysAgo = (n: number) => indiaDay(new Date(Date.now() - n * DAY));
/** The last page inside the 10,000-row window (page x limit <= 10,000). */
const DEEP = 'page=500&limit=20';

export const ADMIN_BENCH_LISTS: BenchList[] = [
  {
    label: 'properties (review queue)',
    path: '/api/admin/properties',
    cases: [
      { name: 'first page', queries: ['queue=review'] },
      { name: 'filtered', queries: ['queue=review&flagged=true', 'queue=review&city=Mumbai'] },
      {
        name: 'sorted',
        queries: [
          'queue=review&sort=submittedAt&dir=desc',
          'queue=review&sort=createdAt&dir=desc',
          'queue=review&dir=desc',
        ],
      },
      { name: 'deep page', queries: ['queue=review&page=100&limit=20'] },
    ],
  },
  {
    label: 'properties (all)',
    path: '/api/admin/properties',
    cases: [
      { name: 'first page', queries: ['queue=all', ''] },
      {
        name: 'filtered',
        queries: ['queue=all&status=active&city=Mumbai', 'status=active&city=Mumbai'],
      },
      {
        name: 'sorted',
        queries: [
          'queue=all&sort=price&dir=asc',
          'queue=all&sort=title&dir=asc',
          'queue=all&sort=createdAt&dir=asc',
        ],
      },
      { name: 'deep page', queries: [`queue=all&${DEEP}`, DEEP] },
      { name: 'search', queries: ['queue=all&search=villa'], budgeted: false },
    ],
  },
  {
    label: 'users',
    path: '/api/admin/users',
    cases: [
      { name: 'first page', queries: [''] },
      { name: 'filtered', queries: ['role=agent&status=active', 'role=agent'] },
      { name: 'sorted', queries: ['sort=name&dir=asc', 'sort=createdAt&dir=asc'] },
      { name: 'deep page', queries: [DEEP] },
      { name: 'search', queries: ['search=98765', 'search=sharma'], budgeted: false },
    ],
  },
  {
    label: 'coupons',
    path: '/api/admin/coupons',
    cases: [
      { name: 'first page', queries: [''] },
      { name: 'filtered', queries: ['status=active'] },
      {
        name: 'sorted',
        queries: ['sort=code&dir=asc', 'sort=validUntil&dir=asc', 'sort=createdAt&dir=asc'],
      },
      { name: 'deep page', queries: ['page=100&limit=20'] },
    ],
  },
  {
    label: 'leads',
    path: '/api/admin/leads',
    cases: [
      { name: 'first page', queries: [''] },
      {
        name: 'filtered',
        queries: [
          `from=${daysAgo(30)}&to=${daysAgo(0)}&city=Mumbai`,
          `from=${daysAgo(30)}&to=${daysAgo(0)}`,
        ],
      },
      { name: 'sorted', queries: ['sort=createdAt&dir=asc', 'sort=name&dir=asc'] },
      { name: 'deep page', queries: [DEEP] },
      { name: 'status', queries: ['status=new&source=api', 'status=new'] },
      { name: 'search', queries: ['search=sharma'], budgeted: false },
    ],
  },
  {
    label: 'audit log',
    path: '/api/admin/audit-log',
    cases: [
      { name: 'first page', queries: [''] },
      { name: 'filtered', queries: ['action=user.block', 'entityType=user'] },
      { name: 'sorted', queries: ['sort=createdAt&dir=asc', 'dir=asc'] },
      { name: 'deep page', queries: [DEEP] },
      { name: 'search', queries: ['search=staff7@'], budgeted: false },
    ],
  },
  {
    label: 'operators',
    path: '/api/admin/operators',
    cases: [
      { name: 'first page', queries: [''] },
      { name: 'filtered', queries: ['role=moderator'] },
      { name: 'sorted', queries: ['sort=name&dir=asc'] },
      { name: 'deep page', queries: ['page=3&limit=20'] },
    ],
  },
  {
    label: 'dashboard',
    path: '/api/admin/dashboard',
    budgeted: false,
    cases: [
      { name: '30 days', queries: [''] },
      { name: '90 days', queries: [`from=${daysAgo(89)}&to=${daysAgo(0)}`] },
      { name: '366 days', queries: [`from=${daysAgo(365)}&to=${daysAgo(0)}`] },
    ],
  },
];
