import type { ReactNode } from "react";
import { useSignOutWithToast } from "@client/lib/session";
import { useMe } from "../api/account-api";
import { AccountLayout, Card } from "./account-layout";
import { BusinessProfileForm } from "./business-profile-form";
import { ChangePasswordForm } from "./change-password-form";
import { QueryState } from "./query-state";

const copy = {
  venue_owner: {
    eyebrow: "Venue Dashboard",
    description:
      "Who we talk to about your account. Each venue keeps its own email, phone and website on its listing.",
  },
  vendor: {
    eyebrow: "Vendor Dashboard",
    description:
      "Who we talk to about your account; your category places you in the right directory. Your website and contact details for couples are on your listing.",
  },
} as const;

/**
 * The account page of a venue owner or a vendor: it leads with the dashboard at a glance (issue #18),
 * then business details and password.
 */
export function BusinessAccount({
  kind,
  lead,
}: {
  kind: "venue_owner" | "vendor";
  /** The dashboard at a glance, composed by the route from the features that own the data. */
  lead?: ReactNode;
}) {
  const me = useMe();
  const onSignOut = useSignOutWithToast("Signed out successfully");
  return (
    <QueryState query={me}>
      {({ user, business }) => (
        <AccountLayout
          eyebrow={copy[kind].eyebrow}
          title={business?.businessName || "Your business"}
          email={user.email}
          onSignOut={() => void onSignOut()}
          aside={lead}
        >
          <Card title="Business details" description={copy[kind].description}>
            <BusinessProfileForm profile={business} isVendor={kind === "vendor"} />
          </Card>
          <Card title="Password" className="self-start">
            <ChangePasswordForm />
          </Card>
        </AccountLayout>
      )}
    </QueryState>
  );
}
