import { describe, expect, it } from '@rstest/core';
import { canPostAnswerSchema } from 'shared/contracts/eligibility';
import { canPostAnswer } from './answers';

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
