import { useDocumentTitle } from 'shared/ssr';
export default function CancelPage() {
  useDocumentTitle('Payment cancelled');
  return <h1>Payment cancelled</h1>;
}
