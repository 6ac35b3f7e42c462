import { useDocumentTitle } from 'shared/ssr';
export default function ForgetPasswordPage() {
  useDocumentTitle('Admin: Forgot password');
  return <h1>Forgot password</h1>;
}
