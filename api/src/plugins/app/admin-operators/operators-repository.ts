import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Operator, OperatorListQuery } from 'shared/contracts/adminOperators';
import type { Database } from '../../../db/client';
import { admins } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { likeContains } from '../../../lib/like';
import { cappedTotal, countCapped } from '../admin-lists/paging';

type AdminRow = typeof admins.$inferSelect;

export const operatorStatus = (row: Pick<AdminRow, 'disabledAt' | 'passwordSetAt'>) =>
  row.disabledAt ? 'disabled' : row.passwordSetAt ? 'active' : 'invited';

export const toOperator = (row: AdminRow): Operator => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: operatorStatus(row),
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

const STATUS_FILTER = {
  active: () => and(isNull(admins.disabledAt), isNotNull(admins.passwordSetAt)),
  invited: () => and(isNull(admins.disabledAt), isNull(admins.passwordSetAt)),
  disabled: () => isNotNull(admins.disabledAt),
} as const;

const SORT_COLUMN = {
  createdAt: admins.createdAt,
  name: admins.name,
  email: admins.email,
  role: admins.role,
} as const;

function filters(query: OperatorListQuery): SQL | undefined {
  const search = query.search ? likeContains(query.search) : undefined;
  return and(
    query.role ? eq(admins.role, query.role) : undefined,
    query.status ? STATUS_FILTER[query.status]() : undefined,
    search ? or(ilike(admins.name, search), ilike(admins.email, search)) : undefined,
  );
}

/** The staff table as the operators screen reads and changes it (tens of rows, not millions). */
export class OperatorsRepository {
  constructor(private readonly db: Database) {}

  async list(query: OperatorListQuery) {
    const where = filters(query);
    const order = query.dir === 'asc' ? asc : desc;
    const [rows, n] = await Promise.all([
      this.db
        .select()
        .from(admins)
        .where(where)
        .orderBy(order(SORT_COLUMN[query.sort]), order(admins.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      countCapped(this.db, this.db.select({ id: admins.id }).from(admins).where(where)),
    ]);
    return { data: rows.map(toOperator), ...cappedTotal(n) };
  }

  async findById(db: Executor, id: string): Promise<AdminRow | undefined> {
    const [row] = await db.select().from(admins).where(eq(admins.id, id));
    return row;
  }

  async findByEmail(email: string): Promise<AdminRow | undefined> {
    const [row] = await this.db.select().from(admins).where(eq(admins.email, email.toLowerCase()));
    return row;
  }

  /**
   * The active super admins, locked until the transaction ends: two super admins demoting or
   * disabling each other at once cannot leave none.
   */
  async lockActiveSuperAdmins(tx: Executor): Promise<string[]> {
    const rows = await tx.execute<{ id: string }>(
      sql`SELECT id FROM admins WHERE role = 'super-admin' AND disabled_at IS NULL
        AND password_set_at IS NOT NULL FOR UPDATE`,
    );
    return rows.rows.map((row) => row.id);
  }
}
