import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index';
import { DAY } from '../../src/lib/dates';
import { type LoggedInStaff, type LoggedInUser, loginAdminAs, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { as } from '../payments/helpers';

let ctx: TestContext;
let finance: LoggedInStaff;
let support: LoggedInStaff;
let buyer: LoggedInUser;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (staff: LoggedInStaff, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
const create = (payload: object) => call(finance, 'POST', '/api/admin/coupons', payload);
const edit = (id: string, payload: object) =>
  call(finance, 'PATCH', `/api/admin/coupons/${id}`, payload);
const auditOf = (id: string) => ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
const quote = (couponCode?: string, planCode = 'BASIC') =>
  as(ctx, buyer)('POST', '/api/checkout/quote', { planCode, couponCode });
const at = (offsetDays: number) =>
  new Date(ctx.clock.now().getTime() + offsetDays * DAY).toISOString();

beforeAll(async () => {
  ctx = await createTestApp();
  finance = await loginAdminAs(ctx, 'finance');
  support = await loginAdminAs(ctx, 'support');
  buyer = await loginUser(ctx, '9700003001');
});
afterAll(() => ctx.close());

describe(`admin coupons (${engineUnderTest})`, () => {
  it('creates a coupon (code upper-cased) with one audit entry, and it lowers the checkout quote', async () => {
    expect((await quote()).json().quote.amountPaise).toBe(117_882);
    const res = await create({ code: 'diwali10', kind: 'percent', value: 10 });
    expect(res.statusCode).toBe(200);
    const coupon = res.json().coupon;
    expect(coupon).toMatchObject({
      code: 'DIWALI10',
      status: 'active',
      timesUsed: 0,
      planCodes: [],
      totalLimit: null,
    });
    const entries = await auditOf(coupon._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'coupon.create',
      entityType: 'coupon',
      adminId: finance.id,
    });
    const quoted = (await quote('DIWALI10')).json().quote;
    expect(quoted).toMatchObject({ discountPaise: 9_990, amountPaise: 106_094 });
  });

  it('refuses a taken code (409), a percentage over 100, until before from, and a free plan', async () => {
    const taken = await create({ code: 'Diwali10', kind: 'flat', value: 100 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'A coupon with the code DIWALI10 already exists. Choose another code.',
    );
    const over = await create({ code: 'TOOMUCH', kind: 'percent', value: 150 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('between 1 and 100');
    const window = await create({
      code: 'BACKWARDS',
      kind: 'flat',
      value: 100,
      validFrom: at(2),
      validUntil: at(1),
    });
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toContain('validUntil must be after validFrom');
    const free = await create({ code: 'FREEBIE', kind: 'flat', value: 100, planCodes: ['FREE'] });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toContain('FREE is not a paid plan');
  });

  it('lets only coupons.manage write: support gets 403 and nothing is stored', async () => {
    const res = await call(support, 'POST', '/api/admin/coupons', {
      code: 'SNEAKY',
      kind: 'flat',
      value: 100,
    });
    expect(res.statusCode).toBe(403);
    const list = (await call(finance, 'GET', '/api/admin/coupons?search=SNEAKY')).json();
    expect(list.total).toBe(0);
  });

  it('applies a flat coupon in rupees only to its plans, within its window', async () => {
    const flat = await create({
      code: 'PREMIUM500',
      kind: 'flat',
      value: 500,
      planCodes: ['PREMIUM'],
      validFrom: at(-1),
      validUntil: at(5),
    });
    expect(flat.statusCode).toBe(200);
    expect((await quote('PREMIUM500', 'PREMIUM')).json().quote.discountPaise).toBe(50_000);
    const basic = await quote('PREMIUM500', 'BASIC');
    expect(basic.statusCode).toBe(400);
    expect(basic.json().message).toContain('does not apply to the Basic plan');
    const later = await create({ code: 'LATER', kind: 'percent', value: 5, validFrom: at(3) });
    expect(later.json().coupon.status).toBe('scheduled');
    expect((await quote('LATER')).statusCode).toBe(400);
  });

  it('filters by status and searches the code', async () => {
    const scheduled = (await call(finance, 'GET', '/api/admin/coupons?status=scheduled')).json();
    expect(scheduled.data.map((c: { code: string }) => c.code)).toEqual(['LATER']);
    const active = (
      await call(finance, 'GET', '/api/admin/coupons?status=active&sort=code&dir=asc')
    ).json();
    expect(active.data.map((c: { code: string }) => c.code)).toEqual(['DIWALI10', 'PREMIUM500']);
    const search = (await call(finance, 'GET', '/api/admin/coupons?search=wali')).json();
    expect(search.data.map((c: { code: string }) => c.code)).toEqual(['DIWALI10']);
  });

  it('deactivates (the checkout refuses it) and reactivates, one audit entry each', async () => {
    const list = (await call(finance, 'GET', '/api/admin/coupons?search=DIWALI10')).json();
    const id = list.data[0]._id as string;
    const off = await edit(id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().coupon.status).toBe('inactive');
    expect((await quote('DIWALI10')).json().message).toContain('is no longer offered');
    const inactive = (await call(finance, 'GET', '/api/admin/coupons?status=inactive')).json();
    expect(inactive.data.map((c: { code: string }) => c.code)).toEqual(['DIWALI10']);
    expect((await edit(id, { active: true })).json().coupon.status).toBe('active');
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.update',
    ]);
    expect(entries).toContainEqual(
      expect.objectContaining({ before: { active: true }, after: { active: false } }),
    );
    const history = (await call(finance, 'GET', `/api/admin/coupons/${id}/history`)).json();
    expect(history.data).toHaveLength(3);
    expect(history.data.every((e: { adminEmail: string }) => e.adminEmail === finance.email)).toBe(
      true,
    );
    // saving the same values changes nothing and records nothing
    expect((await edit(id, { active: true })).statusCode).toBe(200);
    expect(await auditOf(id)).toHaveLength(3);
  });

  it('once used: code and kind are fixed (409), limits may not drop below the uses', async () => {
    const created = (
      await create({ code: 'USEDONE', kind: 'percent', value: 20, totalLimit: 5, perUserLimit: 2 })
    ).json().coupon;
    for (let use = 0; use < 2; use++) {
      const order = await as(ctx, buyer)('POST', '/api/checkout/orders', {
        planCode: 'BASIC',
        couponCode: 'USEDONE',
      });
      expect(order.statusCode).toBe(200);
      const paid = await as(ctx, buyer)('POST', `/api/checkout/test/${order.json().payment._id}`, {
        outcome: 'success',
      });
      expect(paid.statusCode).toBe(200);
    }
    const list = (await call(finance, 'GET', '/api/admin/coupons?search=USEDONE')).json();
    expect(list.data[0].timesUsed).toBe(2);

    const rename = await edit(created._id, { code: 'USEDTWO' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(
      'Coupon USEDONE has been used 2 times, so its code and kind cannot change (invoices name it). Deactivate it and create a new coupon instead.',
    );
    expect((await edit(created._id, { kind: 'flat' })).statusCode).toBe(409);
    const totalBelow = await edit(created._id, { totalLimit: 1 });
    expect(totalBelow.statusCode).toBe(409);
    expect(totalBelow.json().message).toContain('cannot be below the 2 times');
    const perUserBelow = await edit(created._id, { perUserLimit: 1 });
    expect(perUserBelow.statusCode).toBe(409);
    expect(perUserBelow.json().message).toContain('one user has already used coupon USEDONE');
    // the limits may come down to the uses, and the value stays editable
    expect((await edit(created._id, { totalLimit: 2 })).statusCode).toBe(200);
    expect((await edit(created._id, { value: 25 })).json().coupon.value).toBe(25);
    // used up now: the checkout refuses a third use
    expect((await quote('USEDONE')).json().message).toContain('has been used up');
    const entries = await auditOf(created._id);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.update',
    ]);
  });

  it('exports the coupons as CSV with the same filters', async () => {
    const res = await call(finance, 'GET', '/api/admin/coupons/export.csv?status=scheduled');
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^LATER,Percent,5,/);
  });
});
