import { RequireAuth } from "@client/components/layout/require-auth";
import { CoupleAccount } from "@client/features/account/components/couple-account";

export default function CoupleAccountPage() {
  return (
    <RequireAuth kind="couple">
      <CoupleAccount />
    </RequireAuth>
  );
}
