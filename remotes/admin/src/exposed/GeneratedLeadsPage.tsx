import { useDocumentTitle } from 'shared/ssr';
export default function GeneratedLeadsPage() {
  useDocumentTitle('Admin: Generated leads');
  return <h1>Generated leads</h1>;
}
