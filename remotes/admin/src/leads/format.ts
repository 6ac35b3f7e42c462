import type { Language } from 'shared/i18n';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const locale = (language: Language) => LOCALES[language] ?? LOCALES.en;

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '2 hours ago' ('2 घंटे पहले'), from the largest unit that fits. */
export function timeAgo(value: string, now: Date, language: Language): string {
  let amount = Math.max(0, (now.getTime() - new Date(value).getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (amount < size)
      return new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' }).format(
        -Math.floor(amount),
        unit,
      );
    amount /= size;
  }
  return '';
}
