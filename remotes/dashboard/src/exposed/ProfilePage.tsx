export default function ProfilePage() {
  return <h1>Profile</h1>;
}
