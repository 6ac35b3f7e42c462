import { useDocumentTitle } from 'shared/ssr';
export default function SuggestionsPage() {
  useDocumentTitle('Admin: Suggestions');
  return <h1>Suggestions</h1>;
}
