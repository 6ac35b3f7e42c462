export default function PropertyDetailsPage() {
  return <h1>Property details</h1>;
}
