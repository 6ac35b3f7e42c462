import { useDocumentTitle } from 'shared/ssr';
export default function SaveFavouritePage() {
  useDocumentTitle('Saved favourites');
  return <h1>Saved favourites</h1>;
}
