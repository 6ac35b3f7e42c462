export default function EditPropertyPage() {
  return <h1>Edit property</h1>;
}
