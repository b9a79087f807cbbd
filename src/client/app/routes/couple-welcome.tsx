import { CoupleWelcome } from "@client/features/account/components/couple-welcome";

export default function CoupleWelcomePage() {
  return <CoupleWelcome />;
}
