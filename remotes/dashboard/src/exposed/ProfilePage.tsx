import { useDocumentTitle } from 'shared/ssr';
export default function ProfilePage() {
  useDocumentTitle('Profile');
  return <h1>Profile</h1>;
}
