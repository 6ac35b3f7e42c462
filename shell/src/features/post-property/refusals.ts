import { type Effect, sample } from 'effector';
import type { CanPostAnswer } from 'shared/contracts/eligibility';
import { navigateFx } from 'shared/navigation';
import { notifyInfoFx } from 'shared/ui/notify';
import { shellTexts } from '../../i18n';
import { checkCanPostFx } from './model';

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
  sample({ clock: noSubscription, fn: () => ({ to: PLAN_PAGE }), target: navigateFx });

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
