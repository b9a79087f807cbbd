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
    description: "How couples reach you. Your venue listings come next — these details appear on them.",
  },
  vendor: {
    eyebrow: "Vendor Dashboard",
    description: "How couples find and reach you. Your category places you in the right vendor directory.",
  },
} as const;

/** The account page of a venue owner or a vendor: business details and password. */
export function BusinessAccount({
  kind,
  sections,
}: {
  kind: "venue_owner" | "vendor";
  /** Full-width cards other features add (e.g. a link to the dashboard), composed by the route. */
  sections?: ReactNode;
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
          below={sections}
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
