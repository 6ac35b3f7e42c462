export default function ViewPropertyPage() {
  return <h1>View property</h1>;
}
