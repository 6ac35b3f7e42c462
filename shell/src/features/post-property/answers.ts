import { type Effect, sample } from 'effector';
import type { CanPostAnswer } from 'shared/contracts/eligibility';
import type { Schema } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifyInfoFx } from 'shared/ui/notify';
import { shellTexts } from '../../i18n';
import { checkCanPostFx } from './model';

/**
 * `canPostAnswerSchema` of shared/contracts/eligibility checked by hand: zod (about 25 KB gzip)
 * stays off the way into the wizard (answers.test.ts holds both to the same answers).
 */
export const canPostAnswer: Schema<CanPostAnswer> = {
  safeParse(data) {
    const answer = (typeof data === 'object' && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    const { canPost, message, reason, propertyCount } = answer;
    if (
      answer.isSuccess !== true ||
      typeof canPost !== 'boolean' ||
      typeof message !== 'string' ||
      typeof reason !== 'string' ||
      typeof propertyCount !== 'number' ||
      !Number.isInteger(propertyCount) ||
      propertyCount < 0
    ) {
      return { success: false, error: data };
    }
    return { success: true, data: { isSuccess: true, canPost, message, reason, propertyCount } };
  },
};

/** The api's message for this refusal (compared, never shown). */
const NO_SUBSCRIPTION = 'No active subscription or subscription expired';
export const PLAN_PAGE = '/subscriptions/plan';

const isNoSubscription = (answer: CanPostAnswer) =>
  answer.message === NO_SUBSCRIPTION || answer.reason === 'NO_SUBSCRIPTION';

/** The api's `reason` is a machine code (QUOTA_EXHAUSTED); its `message` says it in words. */
export function refusalText(answer: Pick<CanPostAnswer, 'reason' | 'message'>): string {
  const reasonIsCode = /^[A-Z][A-Z0-9_]*$/.test(answer.reason);
  if (answer.reason && !reasonIsCode) return answer.reason;
  return (answer.reason && answer.message) || shellTexts.t('post.notAllowed');
}

/** What a refusal does (spec §6), for the Post Property button and the wizard's guard alike. */
export function answerRefusals(check: Effect<string, CanPostAnswer>): void {
  const refused = sample({ clock: check.doneData, filter: (answer) => !answer.canPost });

  const noSubscription = sample({ clock: refused, filter: isNoSubscription });
  sample({ clock: noSubscription, fn: () => shellTexts.t('post.subscribe'), target: notifyInfoFx });
  // The plan page says why the user came (spec §6) from this state, as for any refusal.
  sample({
    clock: noSubscription,
    fn: () => ({
      to: PLAN_PAGE,
      state: { reason: shellTexts.t('post.subscribe'), code: 'NO_SUBSCRIPTION' },
    }),
    target: navigateFx,
  });

  const otherRefusal = sample({ clock: refused, filter: (answer) => !isNoSubscription(answer) });
  sample({ clock: otherRefusal, fn: refusalText, target: notifyInfoFx });
  sample({
    clock: otherRefusal,
    fn: (answer) => ({
      to: PLAN_PAGE,
      state: { reason: refusalText(answer), code: answer.reason },
    }),
    target: navigateFx,
  });
}

answerRefusals(checkCanPostFx);
