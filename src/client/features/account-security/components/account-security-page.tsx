import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@client/lib/router-link";
import { accountHome } from "@shared/catalog";
import { Page } from "@client/components/layout/page";
import { EmailAddress } from "@client/components/ui/email-address";
import { useSession } from "@client/lib/session";
import { sessionStore } from "@client/lib/session-store";
import { ChangeEmailCard } from "./change-email-card";
import { DeleteAccountCard } from "./delete-account-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

/** /account/security (issue #17): two-step verification, devices, email, and the account's data. */
export function AccountSecurityPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  // The link mailed to a new address lands here, the change done: the session's email is re-read.
  const emailChanged = params.get("emailChanged") === "1";
  useEffect(() => {
    if (emailChanged) void sessionStore.reread();
  }, [emailChanged]);
  if (!user) return null;
  const home = accountHome[user.kind] ?? accountHome.couple;

  return (
    <Page
      eyebrow="Account security"
      title="Keep your account safe"
      intro="Two-step sign-in, the devices you're signed in on, your email, and your data."
    >
      <Link
        to={home.path}
        className="-mt-6 mb-8 inline-flex items-center gap-1.5 text-small text-rose hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to {home.label}
      </Link>
      {emailChanged && (
        <p role="status" className="mb-6 rounded-xl bg-sage-light/60 px-4 py-3 text-small text-ink">
          Your email is now <EmailAddress email={user.email} />. Sign in with it from now on.
        </p>
      )}
      <div className="flex flex-col gap-6">
        <TwoFactorCard />
        <SessionsCard />
        <ChangeEmailCard email={user.email} />
        <DeleteAccountCard kind={user.kind} />
      </div>
    </Page>
  );
}
