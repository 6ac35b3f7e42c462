import { and, eq, ilike, isNotNull, isNull, like, type SQL } from 'drizzle-orm';
import type { AdminUsersFilters } from 'shared/contracts/adminUsers';
import { users } from '../../../db/schema/index';
import { likeContains } from '../../../lib/like';

const PHONE_LIKE = /^[\d\s()+-]+$/;

/**
 * The search box: digits (spaces, + and - allowed) search the phone: a full 10-digit number (or
 * +91 and ten digits) finds exactly that user, fewer digits any phone containing them. Anything
 * else is a part of the name, any case. Both partial searches use the trigram indexes.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  if (PHONE_LIKE.test(term)) {
    const digits = term.replace(/\D/g, '');
    if (digits.length === 12 && digits.startsWith('91')) return eq(users.phone, digits.slice(2));
    if (digits.length === 10) return eq(users.phone, digits);
    if (digits.length > 0) return like(users.phone, likeContains(digits));
  }
  return ilike(users.name, likeContains(term));
}

export function usersWhere(filters: AdminUsersFilters): SQL | undefined {
  return and(
    filters.role === 'none'
      ? isNull(users.userType)
      : filters.role
        ? eq(users.userType, filters.role)
        : undefined,
    filters.status === 'blocked'
      ? isNotNull(users.blockedAt)
      : filters.status === 'active'
        ? isNull(users.blockedAt)
        : undefined,
    searchCondition(filters.search),
  );
}
