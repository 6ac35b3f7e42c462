import { useDocumentTitle } from 'shared/ssr';
export default function MyPropertiesPage() {
  useDocumentTitle('My properties');
  return <h1>My properties</h1>;
}
