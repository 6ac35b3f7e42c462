import type { AdminPropertyQueue } from 'shared/contracts/adminProperties';

/** The list's query in the URL: `queue` (the tab) is a filter like the others. */
export const PROPERTIES_LIST_SPEC = {
  sort: 'createdAt',
  dir: 'desc',
  limit: 20,
  filters: ['queue', 'status', 'city', 'listingType', 'flagged', 'featured'],
} as const;

/** The review queue is the first tab: no `queue` in the URL means it. */
export const queueOf = (query: { queue?: string }): AdminPropertyQueue =>
  query.queue === 'all' ? 'all' : 'review';

/** The query the api gets: the tab named, and in the queue no status (it is the queue's own). */
export function withQueue<Q extends { queue?: string; status?: string }>(query: Q) {
  const queue = queueOf(query);
  return queue === 'review' ? { ...query, queue, status: undefined } : { ...query, queue };
}
