export default function LocationStep() {
  return <h1>Location</h1>;
}
