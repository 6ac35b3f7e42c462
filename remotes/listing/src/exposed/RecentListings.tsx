export default function RecentListings() {
  return <h2>Recent listings</h2>;
}
