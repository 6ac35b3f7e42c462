import { and, count, eq, like, max, sql } from 'drizzle-orm';
import { INVOICE_SAC_CODE, type Invoice } from 'shared/contracts/payments';
import type { PaymentsConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { invoices, type payments, type plans, type users } from '../../../db/schema/index';
import type { Transaction } from '../../../db/transaction';
import { iso } from '../../../lib/dates';
import { indiaTime } from '../owner-listings/india-day';
import { paiseInWords } from './amount-in-words';
import { splitGst } from './gst';
import { GST_STATE_CODES, printedState, stateNameOfCode } from './gst-states';

/** India's financial year of a moment (1 April to 31 March, India time): '2026-27'. */
export function financialYear(at: Date): string {
  const india = indiaTime(at);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** 'PM/26-27/': the numbers of one financial year. */
const invoicePrefix = (year: string) => `PM/${year.slice(2)}/`;

/**
 * PM/<financial year, short>/<6-digit serial within that year>: 15 characters, within the 16 the
 * GST rules allow an invoice number (rule 46(b)); 'PM/2026-27/000001' would be 17.
 */
export const invoiceNumber = (year: string, serial: number) =>
  `${invoicePrefix(year)}${String(serial).padStart(6, '0')}`;

/** What an invoice freezes at issue time (the `details` column). */
type InvoiceDetails = Omit<Invoice, '_id' | 'number' | 'issuedAt'>;

export interface InvoiceInput {
  payment: typeof payments.$inferSelect;
  plan: typeof plans.$inferSelect;
  buyer: typeof users.$inferSelect;
  couponCode: string | null;
  seller: PaymentsConfig['seller'];
  issuedAt: Date;
}

/**
 * Issues the payment's invoice inside the activation's transaction. The table lock makes numbers
 * consecutive with no gap: a rolled-back activation takes no number (a sequence would skip one).
 */
export async function issueInvoice(tx: Transaction, input: InvoiceInput): Promise<string> {
  const { payment, plan, buyer, couponCode, seller, issuedAt } = input;
  await tx.execute(sql`LOCK TABLE invoices IN SHARE ROW EXCLUSIVE MODE`);
  const year = financialYear(issuedAt);
  const [thisYear] = await tx
    .select({ n: count() })
    .from(invoices)
    .where(like(invoices.number, `${invoicePrefix(year)}%`));
  const [last] = await tx.select({ sequence: max(invoices.sequence) }).from(invoices);
  const buyerStateCode = buyer.state ? GST_STATE_CODES[buyer.state] : undefined;
  const taxes = splitGst(payment.gstPaise, buyerStateCode === seller.stateCode);
  const details: InvoiceDetails = {
    seller: {
      name: seller.name,
      gstin: seller.gstin,
      address: seller.address,
      state: `${stateNameOfCode(seller.stateCode) ?? 'State'} (${seller.stateCode})`,
    },
    buyer: {
      name: buyer.name ?? buyer.phone,
      phone: buyer.phone,
      email: buyer.email,
      state: printedState(buyer.state),
    },
    lines: [
      {
        description: `${plan.name} plan: ${plan.propertyQuota} property listings for ${plan.durationDays} days`,
        sacCode: INVOICE_SAC_CODE,
        taxablePaise: payment.basePaise - payment.discountPaise,
      },
    ],
    basePaise: payment.basePaise,
    discountPaise: payment.discountPaise,
    couponCode,
    ...taxes,
    totalPaise: payment.amountPaise,
    amountInWords: paiseInWords(payment.amountPaise),
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      sequence: (last?.sequence ?? 0) + 1,
      number: invoiceNumber(year, (thisYear?.n ?? 0) + 1),
      paymentId: payment.id,
      userId: payment.userId,
      details,
      issuedAt,
    })
    .returning({ id: invoices.id });
  return (row as { id: string }).id;
}

/** The user's invoice; undefined for another user's (the route answers 404). */
export async function findInvoice(
  db: Database,
  userId: string,
  invoiceId: string,
): Promise<Invoice | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!row) return undefined;
  return {
    ...(row.details as InvoiceDetails),
    _id: row.id,
    number: row.number,
    issuedAt: iso(row.issuedAt),
  };
}
