export default function CouponsPage() {
  return <h1>Coupons</h1>;
}
