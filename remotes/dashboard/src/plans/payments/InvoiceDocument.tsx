import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Invoice } from 'shared/contracts/payments';
import { useLanguage } from 'shared/i18n';
import { formatPaise } from '../../checkout/money';
import { formatDay } from '../../days/dates';
import { plansTexts } from '../i18n';

const useStyles = makeStyles({
  document: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  parties: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  party: { margin: 0, fontStyle: 'normal' },
  partyHeading: { margin: 0, fontSize: tokens.fontSizeBase300 },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
  meta: { margin: 0 },
});

/** A GST tax invoice as issued: number, date, seller and buyer, SAC, taxable value, taxes, total. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = plansTexts.useT();
  const language = useLanguage();
  const styles = useStyles();
  const taxable = invoice.lines.reduce((sum, line) => sum + line.taxablePaise, 0);
  const summary: { label: string; amount: string }[] = [];
  if (invoice.discountPaise > 0) {
    summary.push({
      label: t('invoice.base'),
      amount: formatPaise(taxable + invoice.discountPaise),
    });
    summary.push({
      label: t('invoice.discount'),
      amount: `− ${formatPaise(invoice.discountPaise)}`,
    });
  }
  summary.push({ label: t('invoice.taxable'), amount: formatPaise(taxable) });
  // Within the seller's state CGST + SGST, otherwise IGST (the api sets the others to 0).
  if (invoice.igstPaise > 0)
    summary.push({ label: t('invoice.igst'), amount: formatPaise(invoice.igstPaise) });
  else
    summary.push(
      { label: t('invoice.cgst'), amount: formatPaise(invoice.cgstPaise) },
      { label: t('invoice.sgst'), amount: formatPaise(invoice.sgstPaise) },
    );
  const cell = styles.cell;
  const numberCell = mergeClasses(styles.cell, styles.number);
  return (
    <div className={styles.document}>
      <div>
        <p className={styles.meta}>{t('invoice.number', { number: invoice.number })}</p>
        <p className={styles.meta}>
          {t('invoice.date', { date: formatDay(invoice.issuedAt, language) })}
        </p>
      </div>
      <div className={styles.parties}>
        <address className={styles.party}>
          <h3 className={styles.partyHeading}>{t('invoice.seller')}</h3>
          {invoice.seller.name}
          <br />
          {invoice.seller.address}
          <br />
          {t('invoice.gstin', { gstin: invoice.seller.gstin })}
          <br />
          {t('invoice.state', { state: invoice.seller.state })}
        </address>
        <address className={styles.party}>
          <h3 className={styles.partyHeading}>{t('invoice.buyer')}</h3>
          {invoice.buyer.name}
          <br />
          {t('invoice.phone', { phone: invoice.buyer.phone })}
          {invoice.buyer.email ? (
            <>
              <br />
              {invoice.buyer.email}
            </>
          ) : null}
          <br />
          {t('invoice.state', { state: invoice.buyer.state ?? t('invoice.stateUnknown') })}
        </address>
      </div>
      <table className={styles.table}>
        <caption className={styles.meta}>{t('invoice.lines')}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('invoice.description')}
            </th>
            <th scope="col" className={cell}>
              {t('invoice.sac')}
            </th>
            <th scope="col" className={numberCell}>
              {t('invoice.taxableValue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.description}>
              <td className={cell}>{line.description}</td>
              <td className={cell}>{line.sacCode}</td>
              <td className={numberCell}>{formatPaise(line.taxablePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table} aria-label={t('invoice.summary')}>
        <tbody>
          {summary.map(({ label, amount }) => (
            <tr key={label}>
              <th scope="row" className={cell}>
                {label}
              </th>
              <td className={numberCell}>{amount}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={mergeClasses(cell, styles.total)}>
              {t('invoice.total')}
            </th>
            <td className={mergeClasses(numberCell, styles.total)}>
              {formatPaise(invoice.totalPaise)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className={styles.meta}>{t('invoice.inWords', { words: invoice.amountInWords })}</p>
    </div>
  );
}
