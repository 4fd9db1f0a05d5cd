import { SignInRedirect } from '../../features/session/components/sign-in-redirect';

export default function RegisterPage() {
  return <SignInRedirect kind="register" />;
}
