import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { as, paymentRow, setProfile, subscriptionsOf } from './helpers';

let ctx: TestContext;
let asha: LoggedInUser;
let ravi: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  asha = await loginUser(ctx, '9700001001');
  ravi = await loginUser(ctx, '9700001002');
  await setProfile(ctx.database, asha.id, { name: 'Asha Rao', state: 'Karnataka' });
});
afterAll(() => ctx.close());

async function order(user: LoggedInUser, planCode = 'BASIC', couponCode?: string) {
  const res = await as(ctx, user)('POST', '/api/checkout/orders', { planCode, couponCode });
  expect(res.statusCode).toBe(200);
  return res.json().payment._id as string;
}
const settle = (user: LoggedInUser, paymentId: string, outcome: string) =>
  as(ctx, user)('POST', `/api/checkout/test/${paymentId}`, { outcome });

describe(`test gateway (${engineUnderTest})`, () => {
  it('starts the free plan with one click, once', async () => {
    const call = as(ctx, ravi);
    const before = (await call('GET', '/api/subscription/current')).json();
    expect(before).toMatchObject({ current: null, freePlanAvailable: true });
    const started = await call('POST', '/api/subscription/free');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      freePlanAvailable: false,
      current: {
        planCode: 'FREE',
        propertyQuota: 1,
        listingsUsed: 0,
        listingsLeft: 1,
        daysLeft: 30,
      },
    });
    const again = await call('POST', '/api/subscription/free');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Choose a paid plan');
  });

  it('makes a local order for a paid plan, and never sells the free plan', async () => {
    const res = await as(ctx, asha)('POST', '/api/checkout/orders', { planCode: 'BASIC' });
    expect(res.json()).toMatchObject({
      isSuccess: true,
      payment: { amountPaise: 117_882, currency: 'INR', status: 'created' },
      checkout: { gateway: 'test' },
    });
    const row = await paymentRow(ctx.database, res.json().payment._id);
    expect(row?.gatewayOrderId).toBe(`test_order_${row?.id}`);
    const free = await as(ctx, asha)('POST', '/api/checkout/orders', { planCode: 'FREE' });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toContain('needs no payment');
  });

  it('activates on success: plan, quota and can-post-property at once, an invoice', async () => {
    await insertProperty(ctx.database, asha.id);
    await as(ctx, asha)('POST', '/api/subscription/free');
    // The free plan's one listing is used: posting is refused until a plan is bought.
    const refused = await as(ctx, asha)('GET', `/api/can-post-property/${asha.id}`);
    expect(refused.json()).toMatchObject({ canPost: false, reason: 'QUOTA_EXHAUSTED' });

    const paymentId = await order(asha);
    const res = await settle(asha, paymentId, 'success');
    expect(res.statusCode).toBe(200);
    const payment = res.json().payment;
    expect(payment).toMatchObject({
      status: 'paid',
      planCode: 'BASIC',
      amountPaise: 117_882,
      subscription: { propertyQuota: 5 },
    });
    expect(payment.invoiceId).toEqual(expect.any(String));

    const canPost = await as(ctx, asha)('GET', `/api/can-post-property/${asha.id}`);
    expect(canPost.json()).toMatchObject({ canPost: true, reason: 'OK' });
    const current = (await as(ctx, asha)('GET', '/api/subscription/current')).json();
    expect(current.current).toMatchObject({
      planCode: 'BASIC',
      propertyQuota: 5,
      listingsUsed: 1,
      listingsLeft: 4,
      daysLeft: 90,
    });

    const invoice = (await as(ctx, asha)('GET', `/api/invoices/${payment.invoiceId}`)).json()
      .invoice;
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^PM\/\d{2}-\d{2}\/\d{6}$/),
      seller: { state: 'Karnataka (29)' },
      buyer: { name: 'Asha Rao', phone: '9700001001', state: 'Karnataka (29)' },
      lines: [{ sacCode: '998365', taxablePaise: 99_900 }],
      // Within the seller's state: CGST + SGST, 9% each.
      cgstPaise: 8991,
      sgstPaise: 8991,
      igstPaise: 0,
      totalPaise: 117_882,
      amountInWords: 'Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only',
    });
  });

  it('is reload-safe: a paid payment answers the same and activates nothing again', async () => {
    const paymentId = await order(asha);
    await settle(asha, paymentId, 'success');
    const count = (await subscriptionsOf(ctx.database, asha.id)).length;
    const again = await settle(asha, paymentId, 'success');
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.status).toBe('paid');
    const reloaded = await as(ctx, asha)('GET', `/api/payments/${paymentId}`);
    expect(reloaded.json().payment.status).toBe('paid');
    expect(await subscriptionsOf(ctx.database, asha.id)).toHaveLength(count);
    const cancelLate = await settle(asha, paymentId, 'cancel');
    expect(cancelLate.statusCode).toBe(409);
  });

  it('activates exactly once when two successes arrive at once', async () => {
    const paymentId = await order(asha, 'PREMIUM');
    const before = (await subscriptionsOf(ctx.database, asha.id)).length;
    const answers = await Promise.all([
      settle(asha, paymentId, 'success'),
      settle(asha, paymentId, 'success'),
      settle(asha, paymentId, 'success'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const after = await subscriptionsOf(ctx.database, asha.id);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((s) => s.paymentId === paymentId)).toHaveLength(1);
  });

  it('records a failure and a cancel, activating nothing', async () => {
    const before = (await subscriptionsOf(ctx.database, asha.id)).length;
    const failed = await settle(asha, await order(asha), 'failure');
    expect(failed.json().payment).toMatchObject({
      status: 'failed',
      invoiceId: null,
      subscription: null,
      failureReason: expect.stringContaining('Nothing was charged'),
    });
    const cancelledId = await order(asha);
    const cancelled = await settle(asha, cancelledId, 'cancel');
    expect(cancelled.json().payment).toMatchObject({ status: 'cancelled', subscription: null });
    const payAfterCancel = await settle(asha, cancelledId, 'success');
    expect(payAfterCancel.statusCode).toBe(409);
    expect(await subscriptionsOf(ctx.database, asha.id)).toHaveLength(before);
  });

  it('numbers invoices consecutively', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const paymentId = await order(asha);
      const payment = (await settle(asha, paymentId, 'success')).json().payment;
      const invoice = (await as(ctx, asha)('GET', `/api/invoices/${payment.invoiceId}`)).json();
      numbers.push(invoice.invoice.number);
    }
    const serials = numbers.map((n) => Number(n.split('/')[2]));
    expect(serials).toEqual([serials[0], (serials[0] as number) + 1, (serials[0] as number) + 2]);
  });

  it('lists the user own payments, newest first', async () => {
    const list = (await as(ctx, asha)('GET', '/api/payments')).json().payments;
    expect(list.length).toBeGreaterThan(5);
    const times = list.map((p: { createdAt: string }) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await as(ctx, ravi)('GET', '/api/payments')).json().payments).toEqual([]);
  });

  it("answers 404 to another user's payment, invoice and test outcome", async () => {
    const paymentId = await order(asha);
    const paid = (await settle(asha, paymentId, 'success')).json().payment;
    const other = as(ctx, ravi);
    expect((await other('GET', `/api/payments/${paymentId}`)).statusCode).toBe(404);
    expect((await other('GET', `/api/invoices/${paid.invoiceId}`)).statusCode).toBe(404);
    const unpaid = await order(asha);
    expect((await settle(ravi, unpaid, 'success')).statusCode).toBe(404);
    expect((await paymentRow(ctx.database, unpaid))?.status).toBe('created');
  });

  it('has no Razorpay webhook while the test gateway is configured', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' },
      payload: '{"event":"payment.captured"}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('caps orders per client address (60 in 15 minutes) with a message', async () => {
    const orderFrom = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: ravi.headers,
        remoteAddress: '10.99.0.1',
        payload: { planCode: 'BASIC' },
      });
    for (let i = 0; i < 60; i++) expect((await orderFrom()).statusCode).toBe(200);
    const refused = await orderFrom();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
  });
});
