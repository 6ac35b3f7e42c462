import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { admins, auditLog, users } from '../../src/db/schema/index';
import { type LoggedInStaff, type LoggedInUser, loginAdminAs, loginUser } from '../helpers/auth';
import { insertLead, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let support: LoggedInStaff;
let admin: LoggedInStaff;
let moderator: LoggedInStaff;
let owner: LoggedInUser;
let silentOwner: LoggedInUser;
let propertyId: string;
let silentPropertyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  support = await loginAdminAs(ctx, 'support');
  admin = await loginAdminAs(ctx, 'super-admin');
  moderator = await loginAdminAs(ctx, 'moderator');
  owner = await loginUser(ctx, '9811111111');
  silentOwner = await loginUser(ctx, '9822222222');
  await ctx.database.db
    .update(users)
    .set({ email: 'owner@example.in' })
    .where(eq(users.id, owner.id));
  propertyId = (await insertProperty(ctx.database, owner.id, { title: 'Garden flat' })).id;
  silentPropertyId = (await insertProperty(ctx.database, silentOwner.id, { title: 'Quiet villa' }))
    .id;
});
afterAll(() => ctx.close());

/** The staff member's name as the seed or the helper wrote it. */
const nameOf = async (staff: LoggedInStaff) =>
  (
    await ctx.database.db.select({ name: admins.name }).from(admins).where(eq(admins.id, staff.id))
  )[0]?.name;

const newLead = async (id = propertyId, ownerId = owner.id) =>
  (await insertLead(ctx.database, id, ownerId, { name: 'Ravi Kumar', phone: '9876501234' })).id;
const call = (
  staff: LoggedInStaff,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/admin/leads${url}`, headers: staff.headers, payload });
const auditRows = async (leadId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entityType} = 'lead' and ${auditLog.entityId} = ${leadId}`);

describe(`admin lead dispatch (${engineUnderTest})`, () => {
  it('lists the active staff who may dispatch leads', async () => {
    const res = await call(support, 'GET', '/assignees');
    expect(res.statusCode).toBe(200);
    const roles = (res.json().data as { role: string }[]).map((row) => row.role).sort();
    expect(roles).toEqual(['super-admin', 'support']);
  });

  it('assigns leads to an operator, one audit entry per lead', async () => {
    const [a, b] = [await newLead(), await newLead()];
    const res = await call(admin, 'POST', '/assign', { ids: [a, b], adminId: support.id });
    expect(res.statusCode).toBe(200);
    const message = `Assigned to ${await nameOf(support)}`;
    expect(res.json().results).toEqual([
      { _id: a, ok: true, message },
      { _id: b, ok: true, message },
    ]);
    const entries = await auditRows(a as string);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'lead.assign',
      adminId: admin.id,
      before: { status: 'new', assignedAdminId: null },
      after: { status: 'assigned', assignedAdminId: support.id },
    });
    expect(await auditRows(b as string)).toHaveLength(1);
    const mine = await call(support, 'GET', '?assignee=me');
    expect((mine.json().data as { _id: string }[]).map((row) => row._id).sort()).toEqual(
      [a, b].sort(),
    );
  });

  it('refuses an operator whose role does not dispatch, leaving no audit entry', async () => {
    const lead = await newLead();
    const res = await call(admin, 'POST', '/assign', { ids: [lead], adminId: moderator.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Choose another operator');
    expect(await auditRows(lead)).toHaveLength(0);
  });

  it('says per lead why a closed or unknown lead was not assigned', async () => {
    const lead = await newLead();
    expect((await call(admin, 'PATCH', `/${lead}`, { status: 'spam' })).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await call(admin, 'POST', '/assign', { ids: [lead, unknown], adminId: support.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("0 of 2 leads assigned; see each lead's reason");
    expect(res.json().results).toEqual([
      { _id: lead, ok: false, message: 'A spam lead cannot be assigned: reopen it first.' },
      { _id: unknown, ok: false, message: 'Lead not found' },
    ]);
    expect(await auditRows(lead)).toHaveLength(1);
  });

  it('forwards an assigned lead to the owner by e-mail', async () => {
    const lead = await newLead();
    const early = await call(support, 'POST', `/${lead}/forward`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Assign the lead to an operator before forwarding it.');
    await call(support, 'POST', '/assign', { ids: [lead], adminId: support.id });
    const res = await call(support, 'POST', `/${lead}/forward`);
    expect(res.statusCode).toBe(200);
    expect(res.json().lead.status).toBe('forwarded');
    const mail = ctx.email.latestFor('owner@example.in');
    expect(mail?.subject).toBe('A buyer is interested in "Garden flat"');
    expect(mail?.text).toContain('Mobile: 9876501234');
    const entries = await auditRows(lead);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['lead.assign', 'lead.forward']);
  });

  it('says so when the owner has no e-mail, and changes nothing', async () => {
    const lead = await newLead(silentPropertyId, silentOwner.id);
    await call(support, 'POST', '/assign', { ids: [lead], adminId: support.id });
    const res = await call(support, 'POST', `/${lead}/forward`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The owner has no e-mail address, so the lead was not forwarded. Call the owner on 9822222222, then close the lead.',
    );
    expect((await auditRows(lead)).map((entry) => entry.action)).toEqual(['lead.assign']);
  });

  it('moves along the transition table and refuses the rest in words', async () => {
    const lead = await newLead();
    const patch = (status: string, note?: string) =>
      call(support, 'PATCH', `/${lead}`, { status, ...(note ? { note } : {}) });
    const skip = await patch('closed');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A new lead cannot become closed: it can become spam.');
    expect((await patch('forwarded')).statusCode).toBe(409);
    await call(support, 'POST', '/assign', { ids: [lead], adminId: support.id });
    const assignedViaPatch = await patch('assigned');
    expect(assignedViaPatch.json().message).toBe('The lead is already assigned.');
    const closed = await patch('closed', 'Buyer found a flat elsewhere');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().lead).toMatchObject({ status: 'closed', assigneeId: support.id });
    expect((await patch('spam')).statusCode).toBe(409);
    const reopened = await patch('new');
    expect(reopened.json().lead).toMatchObject({ status: 'new', assigneeId: null });
    expect((await auditRows(lead)).map((entry) => entry.action).sort()).toEqual([
      'lead.assign',
      'lead.status',
      'lead.status',
    ]);
  });

  it("tells who did what in the lead's history, newest first", async () => {
    const lead = await newLead();
    await call(admin, 'POST', '/assign', { ids: [lead], adminId: support.id });
    ctx.clock.advance(60_000);
    await call(support, 'PATCH', `/${lead}`, { status: 'spam', note: 'Robot messages' });
    const res = await call(support, 'GET', `/${lead}/history`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        action: 'lead.status',
        staffName: await nameOf(support),
        staffRole: 'support',
        fromStatus: 'assigned',
        toStatus: 'spam',
        note: 'Robot messages',
      }),
      expect.objectContaining({
        action: 'lead.assign',
        staffName: await nameOf(admin),
        staffRole: 'super-admin',
        fromStatus: 'new',
        toStatus: 'assigned',
        assigneeName: await nameOf(support),
        note: null,
      }),
    ]);
  });

  it('refuses dispatch to a role without leads.dispatch', async () => {
    const lead = await newLead();
    const res = await call(moderator, 'PATCH', `/${lead}`, { status: 'spam' });
    expect(res.statusCode).toBe(403);
    expect(await auditRows(lead)).toHaveLength(0);
  });
});
