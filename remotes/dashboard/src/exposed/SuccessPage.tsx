export default function SuccessPage() {
  return <h1>Payment successful</h1>;
}
