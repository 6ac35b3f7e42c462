import { useDocumentTitle } from 'shared/ssr';
import { LoginForm } from '../login/LoginForm';

export default function LoginPage() {
  useDocumentTitle('Admin login');
  return <LoginForm />;
}
