export default function BasicDetailsStep() {
  return <h1>Basic details</h1>;
}
