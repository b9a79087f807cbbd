import { useQuery } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { getClientConfig } from "../api/auth-api";
import { EmailAddress } from "@client/components/ui/email-address";

/** After sign-up or a reset request: where the link went, and in development where to read it. */
export function CheckEmailPanel({
  email,
  purpose = "verify",
}: {
  email: string;
  purpose?: "verify" | "reset";
}) {
  const config = useQuery({ queryKey: ["client-config"], queryFn: getClientConfig, staleTime: Infinity });
  return (
    <div className="rounded-2xl bg-sage-light/50 p-6 text-center" role="status">
      <MailCheck className="mx-auto size-10 text-sage" aria-hidden />
      <h2 className="mt-3 text-2xl text-ink">Check your email</h2>
      <p className="mt-2 text-body leading-relaxed text-muted">
        {purpose === "verify" ? (
          <>
            We sent a confirmation link to{" "}
            <strong className="text-ink">
              <EmailAddress email={email} />
            </strong>
            . Open it to activate your account — the link signs you in.
          </>
        ) : (
          <>
            If an account exists for{" "}
            <strong className="text-ink">
              <EmailAddress email={email} />
            </strong>
            , a reset link is on its way. It expires in 10 minutes.
          </>
        )}
      </p>
      {config.data?.devMailbox && (
        <p className="mt-4 text-sm">
          Running locally?{" "}
          <Link to="/dev/mailbox" className="font-medium text-rose underline underline-offset-4">
            Open the development mailbox
          </Link>
        </p>
      )}
    </div>
  );
}
