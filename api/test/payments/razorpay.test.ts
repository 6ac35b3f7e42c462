import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { type FakePayment, FakeRazorpay } from './fake-razorpay';
import { as, hmacHex, paymentRow, setProfile, subscriptionsOf } from './helpers';

const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'key-secret-of-the-tests';
const WEBHOOK_SECRET = 'webhook-secret-of-the-tests';

const fake = new FakeRazorpay(KEY_ID, KEY_SECRET);
let ctx: TestContext;
let user: LoggedInUser;
let other: LoggedInUser;
beforeAll(async () => {
  await fake.start();
  ctx = await createTestApp({
    env: {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
    },
  });
  user = await loginUser(ctx, '9700003001');
  other = await loginUser(ctx, '9700003002');
  await setProfile(ctx.database, user.id, { name: 'Meera Iyer', state: 'Tamil Nadu' });
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

async function order(planCode = 'BASIC') {
  const res = await as(ctx, user)('POST', '/api/checkout/orders', { planCode });
  expect(res.statusCode).toBe(200);
  const { payment, checkout } = res.json();
  return { paymentId: payment._id as string, orderId: checkout.orderId as string };
}

const verify = (orderId: string, paymentId: string, signature: string, by = user) =>
  as(ctx, by)('POST', '/api/checkout/razorpay/verify', {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  });
const checkoutSignature = (orderId: string, paymentId: string, secret = KEY_SECRET) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

let eventCounter = 0;
function webhook(
  event: string,
  payment: FakePayment,
  { eventId = `evt_${++eventCounter}`, secret = WEBHOOK_SECRET, tamper = false } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { entity: 'payment', ...payment } } },
  });
  // Spaces Razorpay might send: the signature covers these exact bytes, not re-serialised JSON.
  const raw = body.replace('"event":', '"event": ');
  const signature = hmacHex(secret, raw);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: tamper ? raw.replace(`"amount":${payment.amount}`, '"amount":1') : raw,
  });
}

describe(`Razorpay gateway against a local fake (${engineUnderTest})`, () => {
  it('creates the order on the server with the quoted amount and our payment as receipt', async () => {
    const res = await as(ctx, user)('POST', '/api/checkout/orders', { planCode: 'BASIC' });
    const { payment, checkout } = res.json();
    expect(checkout).toEqual({
      gateway: 'razorpay',
      keyId: KEY_ID,
      orderId: expect.stringMatching(/^order_/),
      amount: 117_882,
      currency: 'INR',
    });
    expect(fake.orders.get(checkout.orderId)).toMatchObject({
      amount: 117_882,
      currency: 'INR',
      receipt: payment._id,
      notes: { planCode: 'BASIC' },
    });
  });

  it('says to try again when Razorpay does not make the order, and keeps no payment', async () => {
    const listed = async () => (await as(ctx, user)('GET', '/api/payments')).json().payments;
    const before = (await listed()).length;
    fake.failNextOrderWith = 500;
    const res = await as(ctx, user)('POST', '/api/checkout/orders', { planCode: 'BASIC' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('Nothing was charged: please try again');
    expect(await listed()).toHaveLength(before);
  });

  it('activates on a verified checkout, with IGST for a buyer in another state', async () => {
    const { paymentId, orderId } = await order();
    const paid = fake.pay(orderId);
    const res = await verify(orderId, paid.id, checkoutSignature(orderId, paid.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ _id: paymentId, status: 'paid' });
    const invoice = await as(ctx, user)('GET', `/api/invoices/${res.json().payment.invoiceId}`);
    expect(invoice.json().invoice).toMatchObject({
      buyer: { state: 'Tamil Nadu (33)' },
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 17_982,
    });
  });

  it('captures an authorised payment (no automatic capture) for the order amount, then activates', async () => {
    const { paymentId, orderId } = await order();
    const authorised = fake.pay(orderId, { status: 'authorized' });
    const res = await verify(orderId, authorised.id, checkoutSignature(orderId, authorised.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ _id: paymentId, status: 'paid' });
    expect(fake.payments.get(authorised.id)?.status).toBe('captured');
  });

  it('never captures an authorised payment of another amount, and marks it failed', async () => {
    const { paymentId, orderId } = await order();
    const authorised = fake.pay(orderId, { status: 'authorized', amount: 100 });
    const res = await verify(orderId, authorised.id, checkoutSignature(orderId, authorised.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('so it was not taken');
    expect(fake.payments.get(authorised.id)?.status).toBe('authorized');
    expect(await paymentRow(ctx.database, paymentId)).toMatchObject({ status: 'failed' });
  });

  it('refuses a forged checkout signature and activates nothing', async () => {
    const { paymentId, orderId } = await order();
    const paid = fake.pay(orderId);
    const before = (await subscriptionsOf(ctx.database, user.id)).length;
    for (const signature of [
      checkoutSignature(orderId, paid.id, 'not-the-key-secret'),
      checkoutSignature(orderId, 'pay_someoneelse'),
      'zz-not-hex',
    ]) {
      const res = await verify(orderId, paid.id, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('could not be verified');
    }
    expect((await paymentRow(ctx.database, paymentId))?.status).toBe('created');
    expect(await subscriptionsOf(ctx.database, user.id)).toHaveLength(before);
  });

  it("answers 404 to verifying another user's order", async () => {
    const { orderId } = await order();
    const paid = fake.pay(orderId);
    const res = await verify(orderId, paid.id, checkoutSignature(orderId, paid.id), other);
    expect(res.statusCode).toBe(404);
  });

  it('activates on a signed payment.captured webhook, and ignores its replay', async () => {
    const { paymentId, orderId } = await order('PREMIUM');
    const paid = fake.pay(orderId);
    const before = (await subscriptionsOf(ctx.database, user.id)).length;
    const first = await webhook('payment.captured', paid, { eventId: 'evt_replayed' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('handled');
    const replay = await webhook('payment.captured', paid, { eventId: 'evt_replayed' });
    expect(replay.json().message).toBe('replayed');
    // The same payment under another event id (order.paid) changes nothing either.
    expect((await webhook('order.paid', paid)).statusCode).toBe(200);
    const after = await subscriptionsOf(ctx.database, user.id);
    expect(after).toHaveLength(before + 1);
    expect((await paymentRow(ctx.database, paymentId))?.status).toBe('paid');
  });

  it('refuses a forged or tampered webhook', async () => {
    const { paymentId, orderId } = await order();
    const paid = fake.pay(orderId);
    const forged = await webhook('payment.captured', paid, { secret: 'guessed-secret' });
    expect(forged.statusCode).toBe(400);
    const tampered = await webhook('payment.captured', paid, { tamper: true });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned' },
      payload: JSON.stringify({ event: 'payment.captured' }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentRow(ctx.database, paymentId))?.status).toBe('created');
  });

  it('records an event it does not handle and answers 200 (Razorpay would retry otherwise)', async () => {
    const body = JSON.stringify({
      event: 'refund.created',
      payload: { refund: { entity: { id: 'rfnd_1' } } },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': 'evt_refund',
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('ignored');
  });

  it('refuses a captured amount or currency other than the order (payment marked failed)', async () => {
    const before = (await subscriptionsOf(ctx.database, user.id)).length;
    const changedAmount = await order();
    const short = fake.pay(changedAmount.orderId, { amount: 100 });
    const res = await webhook('payment.captured', short);
    expect(res.statusCode).toBe(200);
    const row = await paymentRow(ctx.database, changedAmount.paymentId);
    expect(row).toMatchObject({ status: 'failed', subscriptionId: null });
    expect(row?.failureReason).toContain(
      'The amount paid (₹1.00) does not match the order (₹1,178.82); nothing was activated.',
    );

    const changedCurrency = await order();
    const dollars = fake.pay(changedCurrency.orderId, { currency: 'USD' });
    const verified = await verify(
      changedCurrency.orderId,
      dollars.id,
      checkoutSignature(changedCurrency.orderId, dollars.id),
    );
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toContain('does not match the order');
    expect(await subscriptionsOf(ctx.database, user.id)).toHaveLength(before);
  });

  it('marks a payment.failed payment failed, and a later capture on the order still activates', async () => {
    const { paymentId, orderId } = await order();
    const declined = fake.pay(orderId, { status: 'failed', error_description: 'Card declined' });
    await webhook('payment.failed', declined);
    const failed = await paymentRow(ctx.database, paymentId);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.failureReason).toContain('Card declined');
    const retried = fake.pay(orderId);
    await webhook('payment.captured', retried);
    expect((await paymentRow(ctx.database, paymentId))?.status).toBe('paid');
  });

  it('activates once when the checkout verify and the webhook race', async () => {
    const { paymentId, orderId } = await order();
    const paid = fake.pay(orderId);
    const before = (await subscriptionsOf(ctx.database, user.id)).length;
    const answers = await Promise.all([
      verify(orderId, paid.id, checkoutSignature(orderId, paid.id)),
      webhook('payment.captured', paid),
      webhook('order.paid', paid),
      verify(orderId, paid.id, checkoutSignature(orderId, paid.id)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const after = await subscriptionsOf(ctx.database, user.id);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((s) => s.paymentId === paymentId)).toHaveLength(1);
  });

  it('refuses the test gateway outcome for a Razorpay payment', async () => {
    const { paymentId } = await order();
    const res = await as(ctx, user)('POST', `/api/checkout/test/${paymentId}`, {
      outcome: 'success',
    });
    expect(res.statusCode).toBe(409);
    expect((await paymentRow(ctx.database, paymentId))?.status).toBe('created');
  });
});
