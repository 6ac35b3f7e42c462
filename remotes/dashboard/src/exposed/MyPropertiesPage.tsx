export default function MyPropertiesPage() {
  return <h1>My properties</h1>;
}
