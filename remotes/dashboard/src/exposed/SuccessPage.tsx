import { useDocumentTitle } from 'shared/ssr';
export default function SuccessPage() {
  useDocumentTitle('Payment successful');
  return <h1>Payment successful</h1>;
}
