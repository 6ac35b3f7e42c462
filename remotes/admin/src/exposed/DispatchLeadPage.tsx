export default function DispatchLeadPage() {
  return <h1>Dispatch lead</h1>;
}
