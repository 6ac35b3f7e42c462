import type { Language } from 'shared/i18n';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** A moment as India reads it ("24 Nov 2026, 2:05 am"), in the page's language. */
export function formatMoment(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    formats.set(language, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
