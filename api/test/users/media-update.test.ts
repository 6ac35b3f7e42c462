import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertMedia, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let mediaId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9813131313');
  const property = await insertProperty(ctx.database, owner.id);
  mediaId = (await insertMedia(ctx.database, property.id, true)).id;
});
afterAll(() => ctx.close());

const patch = (payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/vedio-image-details/${mediaId}`,
    headers: owner.headers,
    payload,
  });

describe(`media update (${engineUnderTest})`, () => {
  it('answers 400 for an update that names no field to change', async () => {
    const res = await patch({ action: 'update' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'VALIDATION' });
    expect(res.json().message).toContain('nothing to update: send caption, isCover or sortOrder');
  });

  it('still updates one field at a time', async () => {
    const res = await patch({ action: 'update', sortOrder: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().media).toMatchObject({ _id: mediaId, sortOrder: 3, isCover: true });
    const uncovered = await patch({ action: 'update', isCover: false });
    expect(uncovered.statusCode).toBe(200);
    expect(uncovered.json().media).toMatchObject({ isCover: false });
  });
});
