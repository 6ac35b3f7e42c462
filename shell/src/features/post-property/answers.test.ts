import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { canPostAnswerSchema } from 'shared/contracts/eligibility';
import { $navigator } from 'shared/navigation';
import { USER_ID } from 'shared/testing';
import { notifyInfoFx } from 'shared/ui/notify';
import { canPostAnswer } from './answers';
import { checkCanPostFx } from './model';

const valid = {
  isSuccess: true,
  canPost: false,
  message: 'No active subscription or subscription expired',
  reason: 'NO_SUBSCRIPTION',
  propertyCount: 2,
};

const answers: unknown[] = [
  valid,
  { ...valid, canPost: true, reason: 'OK', message: '', propertyCount: 0 },
  { ...valid, extra: 'kept out' },
  { ...valid, isSuccess: false },
  { ...valid, canPost: 'yes' },
  { ...valid, message: null },
  { ...valid, reason: undefined },
  { ...valid, propertyCount: -1 },
  { ...valid, propertyCount: 1.5 },
  { ...valid, propertyCount: '2' },
  null,
  'canPost',
  [],
];

describe('the can-post answer, checked without zod', () => {
  it('accepts and refuses exactly what the shared contract does', () => {
    for (const answer of answers) {
      const byHand = canPostAnswer.safeParse(answer);
      const byContract = canPostAnswerSchema.safeParse(answer);
      expect([JSON.stringify(answer), byHand.success]).toEqual([
        JSON.stringify(answer),
        byContract.success,
      ]);
      if (byHand.success && byContract.success) expect(byHand.data).toEqual(byContract.data);
    }
  });
});

describe('a refusal sends the user to the plan page with why (spec §6)', () => {
  async function refusedWith(answer: typeof valid) {
    const navigate = rs.fn();
    const scope = fork({
      values: [[$navigator, navigate]],
      handlers: [
        [checkCanPostFx, async () => answer],
        [notifyInfoFx, rs.fn()],
      ],
    });
    await allSettled(checkCanPostFx, { scope, params: USER_ID });
    return navigate;
  }

  it("no plan: the state carries the spec's sentence and the code NO_SUBSCRIPTION", async () => {
    const navigate = await refusedWith(valid);
    expect(navigate).toHaveBeenCalledWith('/subscriptions/plan', {
      state: { reason: 'Please subscribe to post more properties.', code: 'NO_SUBSCRIPTION' },
      replace: undefined,
    });
  });

  it("another refusal: the server's words and its code", async () => {
    const navigate = await refusedWith({
      ...valid,
      message: 'You have used all 2 listings of your plan',
      reason: 'QUOTA_EXHAUSTED',
    });
    expect(navigate).toHaveBeenCalledWith('/subscriptions/plan', {
      state: { reason: 'You have used all 2 listings of your plan', code: 'QUOTA_EXHAUSTED' },
      replace: undefined,
    });
  });
});
