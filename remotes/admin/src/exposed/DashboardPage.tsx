export default function DashboardPage() {
  return <h1>Admin dashboard</h1>;
}
