import { useDocumentTitle } from 'shared/ssr';
export default function DispatchLeadPage() {
  useDocumentTitle('Admin: Dispatch lead');
  return <h1>Dispatch lead</h1>;
}
