export default function ProfileStep() {
  return <h1>Profile</h1>;
}
