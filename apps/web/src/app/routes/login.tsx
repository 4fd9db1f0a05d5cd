import { SignInRedirect } from '../../features/session/components/sign-in-redirect';

export default function LoginPage() {
  return <SignInRedirect kind="login" />;
}
