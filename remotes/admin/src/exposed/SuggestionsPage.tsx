export default function SuggestionsPage() {
  return <h1>Suggestions</h1>;
}
