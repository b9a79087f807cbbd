import { SignUpPanel } from "@client/features/auth/components/sign-up-panel";

export default function SignUpVenuePage() {
  return <SignUpPanel kind="venue_owner" />;
}
