import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { callAs, publishNew, runJobs, saveSearch } from '../saved-searches/helpers';

let ctx: TestContext;
let owner: LoggedInUser;
let a: LoggedInUser;
let b: LoggedInUser;
let call: ReturnType<typeof callAs>;
let search: { _id: string };
const titles = ['Flat one in Pune', 'Flat two in Pune', 'Flat three in Pune'];

beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER: 'false' } });
  call = callAs(ctx);
  owner = await loginUser(ctx, '9777000001');
  a = await loginUser(ctx, '9777000002');
  b = await loginUser(ctx, '9777000003');
  search = await saveSearch(ctx, a, { city: 'Pune', bhk: '2' }, 'instant', 'Pune 2 BHK');
  for (const title of titles) {
    ctx.clock.advance(1000);
    await publishNew(ctx, owner.id, { city: 'Pune', bhk: 2, price: 6_500_000, title });
  }
  ctx.clock.advance(1000);
  await runJobs(ctx);
});
afterAll(() => ctx.close());

describe(`notifications (${engineUnderTest})`, () => {
  it('lists the newest first with the saved search and the listing, pages them and counts unread', async () => {
    const first = await call(a, 'GET', '/api/users/notifications?limit=2&page=1');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 3, unread: 3, page: 1, limit: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      kind: 'saved-search-match',
      readAt: null,
      savedSearch: { _id: search._id, name: 'Pune 2 BHK' },
      property: { city: 'Pune', price: 6_500_000 },
    });
    const second = (await call(a, 'GET', '/api/users/notifications?limit=2&page=2')).json();
    const shown = [...body.data, ...second.data].map(
      (n: { property: { title: string } }) => n.property.title,
    );
    expect(new Set(shown)).toEqual(new Set(titles));
    const count = await call(a, 'GET', '/api/users/notifications/unread-count');
    expect(count.json()).toMatchObject({ isSuccess: true, unread: 3 });
  });

  it("user B sees none of A's notifications and cannot mark them read", async () => {
    expect((await call(b, 'GET', '/api/users/notifications')).json()).toMatchObject({
      total: 0,
      unread: 0,
      data: [],
    });
    const ids = (await call(a, 'GET', '/api/users/notifications'))
      .json()
      .data.map((n: { _id: string }) => n._id);
    const res = await call(b, 'POST', '/api/users/notifications/read', { ids });
    expect(res.json()).toMatchObject({ marked: 0, unread: 0 });
    expect(
      (await call(b, 'POST', '/api/users/notifications/read', { all: true })).json().marked,
    ).toBe(0);
    expect((await call(a, 'GET', '/api/users/notifications/unread-count')).json().unread).toBe(3);
  });

  it('marks some, then all, as read', async () => {
    const [one] = (await call(a, 'GET', '/api/users/notifications')).json().data as {
      _id: string;
    }[];
    const marked = await call(a, 'POST', '/api/users/notifications/read', { ids: [one?._id] });
    expect(marked.json()).toMatchObject({ isSuccess: true, marked: 1, unread: 2 });
    const again = await call(a, 'POST', '/api/users/notifications/read', { ids: [one?._id] });
    expect(again.json()).toMatchObject({ marked: 0, unread: 2 });
    const all = await call(a, 'POST', '/api/users/notifications/read', { all: true });
    expect(all.json()).toMatchObject({ marked: 2, unread: 0 });
    const list = (await call(a, 'GET', '/api/users/notifications')).json();
    expect(list.data.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it('refuses a bad body or query with a message', async () => {
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['nope'] },
      { all: false },
      { all: true, ids: [] },
    ]) {
      const res = await call(a, 'POST', '/api/users/notifications/read', payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    expect((await call(a, 'GET', '/api/users/notifications?limit=500')).statusCode).toBe(400);
  });
});
