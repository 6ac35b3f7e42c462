export default function CreateProfilePage() {
  return <h1>Create profile</h1>;
}
