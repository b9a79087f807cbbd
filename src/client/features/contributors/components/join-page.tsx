import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "@client/lib/router-link";
import { contributorRoleLabels, type InvitationPreview } from "@shared/schemas/collaboration";
import { sharedAreaLines } from "@shared/rules/contributor-areas";
import { Button, ButtonLink } from "@client/components/ui/button";
import { PageSpinner } from "@client/components/ui/spinner";
import { EmailAddress } from "@client/components/ui/email-address";
import { setActingFor } from "@client/lib/acting-for";
import { api, messageOf } from "@client/lib/api";
import { useSession } from "@client/lib/session";
import { acceptInvitation, useInvitation } from "../api/contributors-api";

/**
 * /join/{token}: who invited you and what they share; then accept (signed in with the invited address),
 * sign in or create an account. `autoAccept` comes from the verification link of a contributor sign-up.
 */
export function JoinPage({ token, autoAccept }: { token: string; autoAccept: boolean }) {
  const invitation = useInvitation(token);
  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError) return <InvalidInvitation message={invitation.error.message} />;
  return <InvitationCard token={token} invitation={invitation.data} autoAccept={autoAccept} />;
}

export function InvalidInvitation({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg px-6 py-24 text-center" role="alert">
      <h1 className="text-display-sm text-ink">Invitation not available</h1>
      <p className="mt-3 text-body text-muted">{message}</p>
      <p className="mt-2 text-body text-muted">Ask the couple to send you a new invitation.</p>
      <Link to="/join" className="mt-6 inline-block text-rose underline underline-offset-4">
        Ways to join June Weddings
      </Link>
    </div>
  );
}

function InvitationCard({
  token,
  invitation,
  autoAccept,
}: {
  token: string;
  invitation: InvitationPreview;
  autoAccept: boolean;
}) {
  const { status, user, emit } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isAccepting, setIsAccepting] = useState(false);
  const isInvitedAccount = user?.email.toLowerCase() === invitation.email;
  const lines = sharedAreaLines(invitation.areas);

  const accept = async () => {
    setIsAccepting(true);
    setError(null);
    try {
      const { coupleId } = await acceptInvitation(token);
      setActingFor(coupleId);
      await navigate("/contributor-dashboard", { replace: true });
    } catch (err) {
      setError(messageOf(err));
      setIsAccepting(false);
    }
  };
  // Straight from the verification link: the account was created for this invitation.
  const hasAutoAccepted = useRef(false);
  useEffect(() => {
    if (!autoAccept || !isInvitedAccount || hasAutoAccepted.current) return;
    hasAutoAccepted.current = true;
    void accept();
  });

  const signOut = async () => {
    try {
      await api("POST", "/api/auth/sign-out", {});
      await emit("SIGNED_OUT");
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <div className="mx-auto max-w-xl px-5 py-12 sm:py-16">
      <article className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">Invitation</p>
        <h1 className="mt-2 text-display-sm text-ink">
          {invitation.coupleNames} invited you to help plan their wedding
        </h1>
        <p className="mt-3 text-body text-muted">
          As their{" "}
          <strong className="font-medium text-ink">
            {contributorRoleLabels[invitation.role].toLowerCase()}
          </strong>
          .
        </p>
        <h2 className="mt-6 text-body font-medium text-ink">What they share with you</h2>
        {lines.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1 text-body text-muted">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-body text-muted">No planning areas yet — you can join their group chat.</p>
        )}

        <div className="mt-8 border-t border-line pt-6">
          {status === "loading" ? (
            <p className="text-body text-muted" role="status">
              Checking your account…
            </p>
          ) : !user ? (
            <>
              <p className="text-body text-muted">
                This invitation is for <EmailAddress email={invitation.email} />.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                {invitation.hasAccount ? (
                  <ButtonLink to={`/login?next=${encodeURIComponent(`/join/${token}`)}`}>
                    Sign in to accept
                  </ButtonLink>
                ) : (
                  <ButtonLink to={`/contributor-signup/${token}`}>Create your account</ButtonLink>
                )}
              </div>
            </>
          ) : isInvitedAccount ? (
            <Button onClick={() => void accept()} isLoading={isAccepting}>
              Accept invitation
            </Button>
          ) : (
            <>
              <p className="text-body text-ink">
                You are signed in as <EmailAddress email={user.email} />, but this invitation was sent to{" "}
                <EmailAddress email={invitation.email} />.
              </p>
              <p className="mt-2 text-body text-muted">
                Sign out, then sign in or create an account with that address.
              </p>
              <Button className="mt-4" variant="secondary" onClick={() => void signOut()}>
                Sign out
              </Button>
            </>
          )}
          {error && (
            <p role="alert" className="mt-4 text-body text-rose-dark">
              {error}
            </p>
          )}
        </div>
        <p className="mt-6 text-small text-muted">
          The link works once and expires on{" "}
          {new Date(invitation.expiresAt).toLocaleDateString("en-US", {
            month: "long",
            day: "numeric",
            year: "numeric",
          })}
          .
        </p>
      </article>
    </div>
  );
}
