import { useDocumentTitle } from 'shared/ssr';
export default function ChangePasswordPage() {
  useDocumentTitle('Admin: Change password');
  return <h1>Change password</h1>;
}
