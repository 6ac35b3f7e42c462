import { useDocumentTitle } from 'shared/ssr';
export default function LocationStep() {
  useDocumentTitle('Post a property: Location');
  return <h1>Location</h1>;
}
