import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AdminLead,
  type AssignLeadsBody,
  canMoveLead,
  LEAD_DISPATCH_STATUSES,
  type LeadDispatchStatus,
  type LeadHistoryEntry,
  type LeadStatusBody,
  leadStatusTargets,
} from 'shared/contracts/adminLeads';
import { can, isAdminRole } from 'shared/contracts/adminPermissions';
import type { Database } from '../../../db/client';
import { admins, auditLog, leads } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';
import { conflict, notFound } from '../../../lib/errors';
import type { EmailSender } from '../../../providers/email';
import type { AuditLog, StaffMember } from '../audit/audit-log';
import { type AdminLeadsRepository, toAdminLead } from './admin-leads-repository';

const isStatus = (value: unknown): value is LeadDispatchStatus =>
  (LEAD_DISPATCH_STATUSES as readonly unknown[]).includes(value);

/** Why a status change is refused, in words the operator can act on. */
function refusal(from: LeadDispatchStatus, to: LeadDispatchStatus): string | undefined {
  if (from === to) return `The lead is already ${to}.`;
  if (!canMoveLead(from, to)) {
    const allowed = leadStatusTargets(from);
    return `A ${from} lead cannot become ${to}${
      allowed.length ? `: it can become ${allowed.join(' or ')}` : ''
    }.`;
  }
  if (to === 'assigned') return 'Use Assign to give the lead to an operator.';
  if (to === 'forwarded') return 'Use Forward to owner: it e-mails the lead to the owner.';
  return undefined;
}

/** Assigning, forwarding and the status workflow: each change and its audit entry in one transaction. */
export class LeadDispatch {
  constructor(
    private readonly db: Database,
    private readonly repository: AdminLeadsRepository,
    private readonly audit: AuditLog,
    private readonly email: EmailSender,
    private readonly publicUrl: string | undefined,
  ) {}

  /** Active staff whose role dispatches leads. */
  async assignees() {
    const rows = await this.db
      .select({ _id: admins.id, name: admins.name, email: admins.email, role: admins.role })
      .from(admins)
      .where(isNull(admins.disabledAt))
      .orderBy(admins.name, admins.id);
    return rows.filter((row) => can(row.role, 'leads.dispatch'));
  }

  async assign(staff: StaffMember, body: AssignLeadsBody) {
    const [operator] = await this.db
      .select({
        id: admins.id,
        name: admins.name,
        role: admins.role,
        disabledAt: admins.disabledAt,
      })
      .from(admins)
      .where(eq(admins.id, body.adminId));
    if (!operator) throw notFound('Operator');
    if (operator.disabledAt || !can(operator.role, 'leads.dispatch'))
      throw conflict(
        `${operator.name} cannot take leads (their account is disabled or their role does not dispatch leads). Choose another operator.`,
      );
    const ids = [...new Set(body.ids)];
    return this.db.transaction(async (tx) => {
      const found = await tx
        .select({
          id: leads.id,
          status: leads.dispatchStatus,
          assignedAdminId: leads.assignedAdminId,
        })
        .from(leads)
        .where(inArray(leads.id, ids))
        .for('update');
      const byId = new Map(found.map((lead) => [lead.id, lead]));
      const results: { _id: string; ok: boolean; message: string }[] = [];
      for (const id of ids) {
        const lead = byId.get(id);
        if (!lead) {
          results.push({ _id: id, ok: false, message: 'Lead not found' });
          continue;
        }
        if (lead.status !== 'new' && lead.status !== 'assigned') {
          results.push({
            _id: id,
            ok: false,
            message: `A ${lead.status} lead cannot be assigned: reopen it first.`,
          });
          continue;
        }
        if (lead.status === 'assigned' && lead.assignedAdminId === operator.id) {
          results.push({ _id: id, ok: true, message: `Already assigned to ${operator.name}` });
          continue;
        }
        await tx
          .update(leads)
          .set({ dispatchStatus: 'assigned', assignedAdminId: operator.id })
          .where(eq(leads.id, id));
        await this.audit.record(tx, staff, {
          action: 'lead.assign',
          entityType: 'lead',
          entityId: id,
          before: { status: lead.status, assignedAdminId: lead.assignedAdminId },
          after: { status: 'assigned', assignedAdminId: operator.id, assigneeName: operator.name },
        });
        results.push({ _id: id, ok: true, message: `Assigned to ${operator.name}` });
      }
      return results;
    });
  }

  /** E-mails the lead to the listing's owner; the e-mail goes out before the change commits. */
  async forward(staff: StaffMember, id: string): Promise<AdminLead> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
      if (!locked) throw notFound('Lead');
      const row = await this.repository.findOne(tx, id);
      if (!row) throw notFound('Lead');
      if (!canMoveLead(locked.dispatchStatus, 'forwarded'))
        throw conflict(
          locked.dispatchStatus === 'new'
            ? 'Assign the lead to an operator before forwarding it.'
            : `A ${locked.dispatchStatus} lead cannot be forwarded.`,
        );
      if (!row.ownerEmail)
        throw conflict(
          `The owner has no e-mail address, so the lead was not forwarded. Call the owner on ${row.ownerPhone}, then close the lead.`,
        );
      await tx.update(leads).set({ dispatchStatus: 'forwarded' }).where(eq(leads.id, id));
      await this.audit.record(tx, staff, {
        action: 'lead.forward',
        entityType: 'lead',
        entityId: id,
        before: { status: locked.dispatchStatus },
        after: { status: 'forwarded', ownerId: locked.ownerId },
      });
      const lead = toAdminLead({ ...row, lead: { ...locked, dispatchStatus: 'forwarded' } });
      await this.email.send({
        to: row.ownerEmail,
        subject: `A buyer is interested in "${row.title}"`,
        text: [
          `${locked.name} enquired about your listing "${row.title}".`,
          `Mobile: ${locked.phone}`,
          locked.email ? `E-mail: ${locked.email}` : undefined,
          locked.message ? `Message: ${locked.message}` : undefined,
          `All your leads: ${this.publicUrl ?? ''}/my-leads`,
        ]
          .filter(Boolean)
          .join('\n'),
      });
      return lead;
    });
  }

  async setStatus(staff: StaffMember, id: string, body: LeadStatusBody): Promise<AdminLead> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
      if (!locked) throw notFound('Lead');
      const refused = refusal(locked.dispatchStatus, body.status);
      if (refused) throw conflict(refused);
      // Back to new: the lead waits for an operator again.
      const assignedAdminId = body.status === 'new' ? null : locked.assignedAdminId;
      await tx
        .update(leads)
        .set({ dispatchStatus: body.status, assignedAdminId })
        .where(eq(leads.id, id));
      await this.audit.record(tx, staff, {
        action: 'lead.status',
        entityType: 'lead',
        entityId: id,
        before: { status: locked.dispatchStatus, assignedAdminId: locked.assignedAdminId },
        after: { status: body.status, assignedAdminId, ...(body.note ? { note: body.note } : {}) },
      });
      const row = await this.repository.findOne(tx, id);
      if (!row) throw notFound('Lead');
      return toAdminLead(row);
    });
  }

  /** Who did what to the lead, newest first, with each staff member's current name and role. */
  async history(id: string): Promise<LeadHistoryEntry[]> {
    const staff = alias(admins, 'staff');
    const rows = await this.db
      .select({ entry: auditLog, staffName: staff.name, staffRole: staff.role })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.adminId))
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(50);
    return rows.flatMap(({ entry, staffName, staffRole }) => {
      const action = entry.action;
      if (action !== 'lead.assign' && action !== 'lead.forward' && action !== 'lead.status')
        return [];
      const before = (entry.before ?? {}) as Record<string, unknown>;
      const after = (entry.after ?? {}) as Record<string, unknown>;
      return [
        {
          _id: entry.id,
          action,
          createdAt: iso(entry.createdAt),
          staffName,
          staffRole: staffRole && isAdminRole(staffRole) ? staffRole : null,
          staffEmail: entry.adminEmail,
          fromStatus: isStatus(before.status) ? before.status : null,
          toStatus: isStatus(after.status) ? after.status : null,
          assigneeName: typeof after.assigneeName === 'string' ? after.assigneeName : null,
          note: typeof after.note === 'string' ? after.note : null,
        },
      ];
    });
  }
}
