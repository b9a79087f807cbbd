import { useEffect, useRef } from "react";
import { Link } from "@client/lib/router-link";
import { Button } from "@client/components/ui/button";
import { EmailAddress } from "@client/components/ui/email-address";

/** Replaces the form after a successful send; focus moves to its heading so screen readers hear it. */
export function ContactThankYou({
  name,
  email,
  onSendAnother,
}: {
  name: string;
  email: string;
  onSendAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const firstName = name.split(/\s+/)[0] ?? name;
  return (
    <section
      aria-labelledby="contact-thanks-title"
      data-testid="contact-success"
      className="rounded-3xl border border-line bg-white/80 p-7 shadow-xs sm:p-10"
    >
      <span
        aria-hidden
        className="grid size-12 place-items-center rounded-full bg-sage-light text-2xl text-sage"
      >
        ✓
      </span>
      <h2
        id="contact-thanks-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-3xl leading-tight text-ink focus:outline-none sm:text-4xl"
      >
        Thank you, {firstName} — your message is on its way.
      </h2>
      <p className="mt-3 max-w-[58ch] text-lead leading-relaxed text-muted">
        We'll reply within one business day to{" "}
        <strong className="font-medium text-ink">
          <EmailAddress email={email} />
        </strong>
        . A copy of your question stays with us, so there is no need to send it twice.
      </p>
      <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button variant="secondary" onClick={onSendAnother}>
          Send another message
        </Button>
        <Link to="/faq" className="text-body text-rose underline-offset-4 hover:underline">
          Browse the FAQ
        </Link>
        <Link to="/" className="text-body text-rose underline-offset-4 hover:underline">
          Back to home
        </Link>
      </div>
    </section>
  );
}
