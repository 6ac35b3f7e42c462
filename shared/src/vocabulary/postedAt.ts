const DAY_MS = 86_400_000;

type Formatters = { relative: Intl.RelativeTimeFormat; fullDate: Intl.DateTimeFormat };
/** Making Intl formatters is costly and cards ask per render: one pair per locale. */
const formattersByLocale = new Map<string, Formatters>();

function formattersFor(locale: string): Formatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    formatters = {
      relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      fullDate: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
    };
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

/**
 * 'today', 'yesterday', '3 days ago', '2 weeks ago', '4 months ago' in `locale`; anything older
 * than a year is a date, worded by `onDate` (a relative "2 years ago" hides how stale a listing is).
 */
export function postedLabelIn(locale: string, onDate: (date: string) => string) {
  const { relative, fullDate } = formattersFor(locale);
  return (iso: string, now: Date = new Date()): string => {
    const posted = new Date(iso);
    if (Number.isNaN(posted.getTime())) return '';
    const days = Math.floor((now.getTime() - posted.getTime()) / DAY_MS);
    if (days < 0) return relative.format(0, 'day');
    if (days < 7) return relative.format(-days, 'day');
    if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
    if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
    return onDate(fullDate.format(posted));
  };
}

/** The English label: 'today', '3 days ago', 'on 5 Mar 2024'. */
export const postedLabel = postedLabelIn('en-IN', (date) => `on ${date}`);
