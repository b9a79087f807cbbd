import { SignUpPanel } from "@client/features/auth/components/sign-up-panel";

export default function SignUpVendorPage() {
  return <SignUpPanel kind="vendor" />;
}
