export default function PropertiesPage() {
  return <h1>Properties</h1>;
}
