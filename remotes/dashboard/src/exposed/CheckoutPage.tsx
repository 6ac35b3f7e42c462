import { useDocumentTitle } from 'shared/ssr';
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  return <h1>Checkout</h1>;
}
