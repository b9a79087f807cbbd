import { RequireAuth } from "@client/components/layout/require-auth";
import { AccountSecurityPage } from "@client/features/account-security/components/account-security-page";

/** /account/security: every kind of account (issue #17). */
export default function AccountSecurityRoute() {
  return (
    <RequireAuth>
      <AccountSecurityPage />
    </RequireAuth>
  );
}
