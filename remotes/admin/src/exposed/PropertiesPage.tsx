import { useDocumentTitle } from 'shared/ssr';
export default function PropertiesPage() {
  useDocumentTitle('Admin: Properties');
  return <h1>Properties</h1>;
}
