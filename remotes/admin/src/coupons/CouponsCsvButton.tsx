import { CsvExportButton } from '../table/CsvExportButton';
import { useListParams } from '../table/useListParams';
import { COUPONS_LIST_SPEC } from './CouponsScreen';

/** Every coupon the search and filter match, as CSV. */
export function CouponsCsvButton() {
  const { query } = useListParams(COUPONS_LIST_SPEC);
  return <CsvExportButton path="admin/coupons/export.csv" query={query} fileName="coupons.csv" />;
}
