export default function MediaStep() {
  return <h1>Media</h1>;
}
