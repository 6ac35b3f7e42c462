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
