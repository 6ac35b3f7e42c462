import { and, desc, eq } from 'drizzle-orm';
import type { Payment } from 'shared/contracts/payments';
import type { Database } from '../../../db/client';
import { invoices, payments, plans, subscriptions } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';

const columns = {
  payment: payments,
  planCode: plans.code,
  planName: plans.name,
  invoiceId: invoices.id,
  quota: subscriptions.propertyQuota,
  endsAt: subscriptions.endsAt,
};

type Row = {
  payment: typeof payments.$inferSelect;
  planCode: string;
  planName: string;
  invoiceId: string | null;
  quota: number | null;
  endsAt: Date | null;
};

const toPayment = ({ payment, planCode, planName, invoiceId, quota, endsAt }: Row): Payment => ({
  _id: payment.id,
  status: payment.status,
  planCode,
  planName,
  amountPaise: payment.amountPaise,
  basePaise: payment.basePaise,
  discountPaise: payment.discountPaise,
  gstPaise: payment.gstPaise,
  currency: payment.currency,
  createdAt: iso(payment.createdAt),
  paidAt: payment.paidAt ? iso(payment.paidAt) : null,
  failureReason: payment.failureReason,
  invoiceId,
  subscription: quota !== null && endsAt ? { propertyQuota: quota, endsAt: iso(endsAt) } : null,
});

/** Payments as the user sees them: with the plan, the invoice and the plan they started. */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select(columns)
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId));
  }

  /** The user's payment; undefined for another user's (the route answers 404). */
  async find(userId: string, paymentId: string): Promise<Payment | undefined> {
    const [row] = await this.select().where(
      and(eq(payments.id, paymentId), eq(payments.userId, userId)),
    );
    return row && toPayment(row);
  }

  /** Newest first. */
  async list(userId: string): Promise<Payment[]> {
    const rows = await this.select()
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(200);
    return rows.map(toPayment);
  }
}
