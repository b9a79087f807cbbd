import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ShieldCheck } from "lucide-react";
import { Button, ButtonLink } from "@client/components/ui/button";
import { EmailAddress } from "@client/components/ui/email-address";

/** Frame of the three account pages: greeting, sign-out, then sections as cards. */
export function AccountLayout({
  eyebrow,
  title,
  email,
  onSignOut,
  aside,
  children,
  below,
}: {
  eyebrow: string;
  title: string;
  email: string;
  onSignOut: () => void;
  aside?: ReactNode;
  children: ReactNode;
  /** Full-width sections under the cards (saved venues, inquiries, tours…). */
  below?: ReactNode;
}) {
  // The verification link signs the person in and lands here (issue #18).
  const [params] = useSearchParams();
  const justVerified = params.get("verified") === "1";
  return (
    <div className="mx-auto max-w-5xl px-5 py-10 sm:px-8 sm:py-14">
      {justVerified && (
        <p role="status" className="mb-6 rounded-xl bg-sage-light/60 px-4 py-3 text-small text-ink">
          Your email is confirmed — welcome! You're signed in.
        </p>
      )}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">{eyebrow}</p>
          <h1 className="mt-2 text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
          <p className="mt-2 text-sm text-muted">
            Signed in as <EmailAddress email={email} />
          </p>
        </div>
        <div className="flex flex-wrap gap-3 self-start sm:self-auto">
          <ButtonLink to="/account/security" variant="ghost" size="sm">
            <ShieldCheck className="size-4" aria-hidden /> Account security
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={onSignOut}>
            Sign Out
          </Button>
        </div>
      </header>
      {aside && <div className="mt-8">{aside}</div>}
      <div className="mt-8 grid gap-6 lg:grid-cols-[1.6fr_1fr]">{children}</div>
      {below && <div className="mt-6 flex flex-col gap-6">{below}</div>}
    </div>
  );
}

export function Card({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-3xl border border-line bg-white p-6 sm:p-8 ${className ?? ""}`}
      aria-labelledby={`${title.replace(/\W+/g, "-").toLowerCase()}-h`}
    >
      <h2 id={`${title.replace(/\W+/g, "-").toLowerCase()}-h`} className="text-2xl text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
