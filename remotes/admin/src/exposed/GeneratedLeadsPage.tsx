export default function GeneratedLeadsPage() {
  return <h1>Generated leads</h1>;
}
