const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const fullDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const DAY_MS = 86_400_000;

/**
 * 'today', 'yesterday', '3 days ago', '2 weeks ago', '4 months ago'; a date for anything older
 * than a year (a relative "2 years ago" hides how stale a listing is).
 */
export function postedLabel(iso: string, now: Date = new Date()): string {
  const posted = new Date(iso);
  if (Number.isNaN(posted.getTime())) return '';
  const days = Math.floor((now.getTime() - posted.getTime()) / DAY_MS);
  if (days < 0) return relative.format(0, 'day');
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return `on ${fullDate.format(posted)}`;
}
