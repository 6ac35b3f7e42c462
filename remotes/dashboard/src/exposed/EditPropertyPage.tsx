import { useDocumentTitle } from 'shared/ssr';
export default function EditPropertyPage() {
  useDocumentTitle('Edit property');
  return <h1>Edit property</h1>;
}
