export default function LoginPage() {
  return <h1>Admin login</h1>;
}
