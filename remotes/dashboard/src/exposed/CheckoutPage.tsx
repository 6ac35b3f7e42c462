export default function CheckoutPage() {
  return <h1>Checkout</h1>;
}
