/** A time as people in India read it, in the page's language ("15 Mar 2026, 3:30 pm"). */
export function formatLeadTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
