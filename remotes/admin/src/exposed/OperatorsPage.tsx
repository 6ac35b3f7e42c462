import { useDocumentTitle } from 'shared/ssr';
export default function OperatorsPage() {
  useDocumentTitle('Admin: Operators');
  return <h1>Operators</h1>;
}
