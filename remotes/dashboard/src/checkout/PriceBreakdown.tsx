import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Quote } from './api';
import { checkoutTexts } from './i18n';
import { formatPaise } from './money';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  label: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    padding: `${tokens.spacingVerticalXS} 0`,
  },
  value: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  total: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
});

/** The server's price: plan price, coupon discount, taxable value, GST and the total to pay. */
export function PriceBreakdown({ quote }: { quote: Quote }) {
  const t = checkoutTexts.useT();
  const styles = useStyles();
  const rows: [string, string][] = [[t('breakdown.base'), formatPaise(quote.basePaise)]];
  if (quote.discountPaise > 0)
    rows.push([
      t('breakdown.discount', { code: quote.coupon?.code ?? '' }),
      `− ${formatPaise(quote.discountPaise)}`,
    ]);
  rows.push(
    [t('breakdown.taxable'), formatPaise(quote.taxablePaise)],
    [t('breakdown.gst', { rate: quote.gstRatePercent }), formatPaise(quote.gstPaise)],
  );
  return (
    <table className={styles.table} aria-label={t('breakdown.heading')}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className={styles.label}>
              {label}
            </th>
            <td className={styles.value}>{value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={mergeClasses(styles.label, styles.total)}>
            {t('breakdown.total')}
          </th>
          <td className={mergeClasses(styles.value, styles.total)}>
            {formatPaise(quote.amountPaise)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
