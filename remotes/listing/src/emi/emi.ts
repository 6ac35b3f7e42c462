export interface EmiBreakdown {
  monthly: number;
  totalInterest: number;
  totalPayable: number;
}

/**
 * Standard reducing-balance EMI: P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate, n months.
 * Null for inputs no bank would lend on.
 */
export function emi(
  principal: number,
  annualRatePercent: number,
  years: number,
): EmiBreakdown | null {
  if (!(principal > 0) || !(years > 0) || !(annualRatePercent >= 0)) return null;
  const months = Math.round(years * 12);
  const rate = annualRatePercent / 12 / 100;
  const monthly =
    rate === 0
      ? principal / months
      : (principal * rate * (1 + rate) ** months) / ((1 + rate) ** months - 1);
  const totalPayable = monthly * months;
  return { monthly, totalInterest: totalPayable - principal, totalPayable };
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '₹45,000' in Indian grouping ('₹1,00,00,000'). */
export function formatRupees(value: number): string {
  return rupees.format(Math.round(value));
}
