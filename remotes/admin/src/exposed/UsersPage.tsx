import { useDocumentTitle } from 'shared/ssr';
export default function UsersPage() {
  useDocumentTitle('Admin: Users');
  return <h1>Users</h1>;
}
