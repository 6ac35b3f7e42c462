export default function ForgetPasswordPage() {
  return <h1>Forgot password</h1>;
}
