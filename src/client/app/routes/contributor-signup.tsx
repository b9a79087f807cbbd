import { useParams } from "react-router";
import { Link } from "@client/lib/router-link";
import { PageSpinner } from "@client/components/ui/spinner";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { SignUpForm } from "@client/features/auth/components/sign-up-form";
import { useInvitation } from "@client/features/contributors/api/contributors-api";
import { InvalidInvitation } from "@client/features/contributors/components/join-page";

/**
 * /contributor-signup/{token}: an account for the invited address only (read-only email), verified by
 * mail; the verification link brings them back to /join/{token}, which accepts (issue #13).
 */
export default function ContributorSignupRoute() {
  const { token = "" } = useParams();
  const invitation = useInvitation(token);
  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError) return <InvalidInvitation message={invitation.error.message} />;
  const { coupleNames, email } = invitation.data;
  return (
    <AuthCard
      title="Help plan a wedding"
      subtitle={`Create your account to join ${coupleNames}, with the access they chose.`}
      footer={
        <p>
          Already have an account?{" "}
          <Link
            to={`/login?next=${encodeURIComponent(`/join/${token}`)}`}
            className="font-medium text-rose hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpForm kind="contributor" invitation={{ email, callbackURL: `/join/${token}?accept=1` }} />
    </AuthCard>
  );
}
