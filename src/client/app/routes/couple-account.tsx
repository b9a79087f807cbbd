import { RequireAuth } from "@client/components/layout/require-auth";
import { CoupleAccount } from "@client/features/account/components/couple-account";
import { CoupleAccountSections } from "../compose/couple-account-sections";

export default function CoupleAccountPage() {
  return (
    <RequireAuth kind="couple">
      <CoupleAccount sections={<CoupleAccountSections />} />
    </RequireAuth>
  );
}
