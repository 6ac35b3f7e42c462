import { messageOf } from 'shared/http';
import { checkoutTexts } from './i18n';

/** A failure's message without its full stop, to sit inside a sentence of ours. */
export const reasonOf = (error: unknown) =>
  withoutStop(messageOf(error, checkoutTexts.t('error.noAnswer')));

export const withoutStop = (message: string) => message.replace(/[.!?]\s*$/, '');

export const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
