export default function ListingPage() {
  return <h1>Property listing</h1>;
}
