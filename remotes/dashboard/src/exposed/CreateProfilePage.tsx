import { useDocumentTitle } from 'shared/ssr';
export default function CreateProfilePage() {
  useDocumentTitle('Create profile');
  return <h1>Create profile</h1>;
}
