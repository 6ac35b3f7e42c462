/** Rupees from paise as a bill writes them: '₹1,178.82' (Indian grouping, two decimals). */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

const dateFormats = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
};

/** A day in India time ('12 Feb 2027'); an unreadable date shows as it came. */
export function formatDay(iso: string, language: 'en' | 'hi' = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (dateFormats[language] ?? dateFormats.en).format(date);
}
