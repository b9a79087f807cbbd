import { SignUpPanel } from "@client/features/auth/components/sign-up-panel";

export default function SignUpCouplePage() {
  return <SignUpPanel kind="couple" />;
}
