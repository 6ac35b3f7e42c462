import type { Translate } from 'shared/i18n';

/** What the posting check put in the navigation state (shell post-property, add-property submit). */
type Refusal = { reason?: unknown; code?: unknown };

/**
 * Spec §6: why the user was sent here. No plan: 'Please subscribe to post more properties.';
 * another refusal: the server's reason in words, else 'You are not allowed to post a property.'.
 * Null when the user came on their own (no state).
 */
export function refusalMessage(
  state: unknown,
  t: Translate<'reason.subscribe' | 'reason.notAllowed'>,
): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { reason, code } = state as Refusal;
  if (reason === undefined && code === undefined) return null;
  if (code === 'NO_SUBSCRIPTION') return t('reason.subscribe');
  return typeof reason === 'string' && reason.trim() !== '' ? reason : t('reason.notAllowed');
}
