import { useDocumentTitle } from 'shared/ssr';
export default function BasicDetailsStep() {
  useDocumentTitle('Post a property: Basic details');
  return <h1>Basic details</h1>;
}
