export default function OperatorsPage() {
  return <h1>Operators</h1>;
}
