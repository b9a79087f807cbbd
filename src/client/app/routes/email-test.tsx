import { Page } from "@client/components/layout/page";
import { PageSpinner } from "@client/components/ui/spinner";
import { EmailTestForm } from "@client/features/admin/components/email-test";
import { useSession } from "@client/lib/session";
import NotFoundPage from "./not-found";

/**
 * /email-test (issue #17): admins only. Anyone else sees the page the admin area shows them — the app's
 * 404 — and the API refuses them too.
 */
export default function EmailTestRoute() {
  const { status, user } = useSession();
  if (status === "loading") return <PageSpinner />;
  if (!user?.isAdmin) return <NotFoundPage />;
  return (
    <Page
      eyebrow="Operator"
      title="Email test"
      intro={<p>Sends one mail through the configured mailer and shows what it answered.</p>}
    >
      <EmailTestForm defaultTo={user.email} />
    </Page>
  );
}
