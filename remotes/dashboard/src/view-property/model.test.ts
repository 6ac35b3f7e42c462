import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { InsightsAnswer, OwnerListingViewAnswer } from 'shared/contracts/ownerListings';
import { fetchInsightsFx, fetchOwnerListingViewFx } from './api';
import { $insights, $listing, listingRetryClicked, viewPageOpened } from './model';

// The model keeps what the api answered as it is: a marker per id is enough here.
const listingOf = (id: string) => ({ id }) as unknown as OwnerListingViewAnswer;
const insightsOf = (id: string) => ({ id }) as unknown as InsightsAnswer;

describe('/view/property model', () => {
  it('keeps the answers for the listing shown now and drops a late one for the listing before', async () => {
    let answerFirst: () => void = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    const scope = fork({
      handlers: [
        [
          fetchOwnerListingViewFx,
          async (id: string) => {
            if (id === 'first') await firstAnswered;
            return listingOf(id);
          },
        ],
        [fetchInsightsFx, async (id: string) => insightsOf(id)],
      ],
    });
    const first = allSettled(viewPageOpened, { scope, params: 'first' });
    const second = allSettled(viewPageOpened, { scope, params: 'second' });
    // allSettled waits for the first answer too: look while it is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($listing)).toEqual({ kind: 'ready', data: listingOf('second') });
    answerFirst();
    await Promise.all([first, second]);
    expect(scope.getState($listing)).toEqual({ kind: 'ready', data: listingOf('second') });
    expect(scope.getState($insights)).toEqual({ kind: 'ready', data: insightsOf('second') });
  });

  it('says a listing that is not the owner’s is missing, and another failure with its message', async () => {
    const failing = (error: unknown) =>
      fork({
        handlers: [
          [
            fetchOwnerListingViewFx,
            async () => {
              throw error;
            },
          ],
          [fetchInsightsFx, async (id: string) => insightsOf(id)],
        ],
      });
    const missing = failing({ status: 404, message: 'Not found' });
    await allSettled(viewPageOpened, { scope: missing, params: 'gone' });
    expect(missing.getState($listing)).toEqual({ kind: 'missing' });

    const offline = failing({ status: 503, message: 'Try again in a minute.' });
    await allSettled(viewPageOpened, { scope: offline, params: 'busy' });
    expect(offline.getState($listing)).toEqual({
      kind: 'failed',
      message: 'Try again in a minute.',
    });
    await allSettled(listingRetryClicked, { scope: offline });
    expect(offline.getState($listing)).toMatchObject({ kind: 'failed' });
  });
});
