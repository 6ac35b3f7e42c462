export default function MyDashboardPage() {
  return <h1>My dashboard</h1>;
}
