import type { Language } from 'shared/i18n/languages';

const formats = new Map<string, Intl.DateTimeFormat>();

/** '23 Nov 2026' (English) or its Hindi form, in India time. */
export function formatDay(iso: string, language: Language): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
