import type { Language } from 'shared/i18n';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

function formatterOf(options: Intl.DateTimeFormatOptions) {
  const formats = new Map<Language, Intl.DateTimeFormat>();
  return (iso: string, language: Language): string => {
    let format = formats.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.en, {
        ...options,
        timeZone: 'Asia/Kolkata',
      });
      formats.set(language, format);
    }
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** A moment as an India day: '23 Nov 2026'. */
export const formatIndiaDate = formatterOf({ day: 'numeric', month: 'short', year: 'numeric' });

/** A moment in India time: '23 Nov 2026, 3:40 pm'. */
export const formatIndiaMoment = formatterOf({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
