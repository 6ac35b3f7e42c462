import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { jobs } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { leftovers } from './media-files';
import { getMedia, photoWithGps, upload } from './tus-client';

let ctx: TestContext;
let owner: LoggedInUser;
beforeAll(async () => {
  // No worker of its own: the test plays the crashed server and the restarted one.
  ctx = await createTestApp({ env: { MEDIA_WORKER: 'false' } });
  owner = await loginUser(ctx, '9819191919');
});
afterAll(() => ctx.close());

const jobOf = async (mediaId: string) =>
  (await ctx.database.db.select().from(jobs).where(eq(jobs.subjectId, mediaId)))[0];

describe(`the job queue survives a killed server (${engineUnderTest})`, () => {
  it('a job whose worker died (lease run out) is finished by the next worker; the dead run leaves no files', async () => {
    const { patched, mediaId } = await upload(ctx, owner, await photoWithGps(), 'image/jpeg');
    expect(patched?.statusCode).toBe(204);
    const id = mediaId as string;
    expect((await getMedia(ctx, owner, id)).json().media.status).toBe('processing');

    // The first server claims the job, writes one size, and dies (no finish).
    const claimed = await ctx.app.jobs.claim('killed-server', 60_000);
    expect(claimed?.subjectId).toBe(id);
    await ctx.app.mediaStorage.put(
      `media/${id}/dead0001-w320.webp`,
      Buffer.from('half'),
      'image/webp',
    );
    // While its lease lasts, nobody else takes it.
    expect(await ctx.app.jobs.claim('other', 60_000)).toBeNull();
    // Time passes: the lease runs out (set in the row rather than waited for).
    await ctx.database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.subjectId, id));

    // After the restart, the new worker finds the expired lease and finishes the job.
    expect(await ctx.app.jobWorker.runOnce()).toBe(true);
    const job = await jobOf(id);
    expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    const media = (await getMedia(ctx, owner, id)).json().media;
    expect(media.status).toBe('ready');
    const { keys, uploadFile } = await leftovers(ctx, id);
    expect(keys).not.toContain(`media/${id}/dead0001-w320.webp`);
    expect(keys).toHaveLength(4);
    expect(uploadFile).toBe(false);
    // The dead worker cannot finish it a second time.
    await expect(
      ctx.app.jobs.transaction((tx) =>
        ctx.app.jobs.finish(tx, claimed as NonNullable<typeof claimed>, 'killed-server', {
          status: 'done',
        }),
      ),
    ).rejects.toThrow(/lease lost/);
  });

  it('gives up a job that keeps dying (out of attempts): the row fails with a message', async () => {
    const { mediaId } = await upload(ctx, owner, await photoWithGps(640, 480), 'image/jpeg');
    const id = mediaId as string;
    for (let attempt = 0; attempt < 3; attempt++) {
      const claimed = await ctx.app.jobs.claim(`crashing-${attempt}`, 1);
      expect(claimed?.subjectId).toBe(id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await ctx.app.jobWorker.runOnce()).toBe(true);
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 4 });
    const media = (await getMedia(ctx, owner, id)).json().media;
    expect(media).toMatchObject({ status: 'failed', url: null });
    expect(media.error).toMatch(/Try uploading the file again/);
    expect(await leftovers(ctx, id)).toEqual({ keys: [], uploadFile: false });
  });
});
