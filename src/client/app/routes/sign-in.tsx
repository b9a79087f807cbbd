import { SignInPanel } from "@client/features/auth/components/sign-in-panel";

export default function SignInPage() {
  return <SignInPanel />;
}
