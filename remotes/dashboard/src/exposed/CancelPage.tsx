export default function CancelPage() {
  return <h1>Payment cancelled</h1>;
}
