import { useDocumentTitle } from 'shared/ssr';
export default function CouponsPage() {
  useDocumentTitle('Admin: Coupons');
  return <h1>Coupons</h1>;
}
