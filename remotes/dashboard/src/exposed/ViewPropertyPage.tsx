import { useDocumentTitle } from 'shared/ssr';
export default function ViewPropertyPage() {
  useDocumentTitle('View property');
  return <h1>View property</h1>;
}
