export default function SaveFavouritePage() {
  return <h1>Saved favourites</h1>;
}
