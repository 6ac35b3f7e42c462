import { LoginForm } from '../login/LoginForm';

export default function LoginPage() {
  return <LoginForm />;
}
