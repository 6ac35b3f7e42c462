export default function MyLeadsPage() {
  return <h1>My leads</h1>;
}
