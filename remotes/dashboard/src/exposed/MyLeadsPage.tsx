import { useDocumentTitle } from 'shared/ssr';
export default function MyLeadsPage() {
  useDocumentTitle('My leads');
  return <h1>My leads</h1>;
}
