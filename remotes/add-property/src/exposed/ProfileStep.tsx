import { useDocumentTitle } from 'shared/ssr';
export default function ProfileStep() {
  useDocumentTitle('Post a property: Profile');
  return <h1>Profile</h1>;
}
