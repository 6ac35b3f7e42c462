import { useDocumentTitle } from 'shared/ssr';
export default function MediaStep() {
  useDocumentTitle('Post a property: Media');
  return <h1>Media</h1>;
}
