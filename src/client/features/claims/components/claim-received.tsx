import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ClaimableListing } from "@shared/schemas/claims";
import { Button } from "@client/components/ui/button";
import { EmailAddress } from "@client/components/ui/email-address";

/** Shown after a claim is filed: what happens next. Focus moves here so screen readers announce it. */
export function ClaimReceived({
  listing,
  email,
  onAnother,
}: {
  listing: ClaimableListing;
  email: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl bg-sage-light/50 p-6" role="status">
      <CheckCircle2 className="size-8 text-sage" aria-hidden />
      <h3 ref={heading} tabIndex={-1} className="mt-3 font-serif text-3xl text-ink outline-none">
        Claim received
      </h3>
      <p className="mt-2 text-ink">
        Thank you — your claim for <strong className="font-medium">{listing.name}</strong> is in our queue.
      </p>
      <ol className="mt-4 flex list-decimal flex-col gap-1.5 pl-5 text-body text-muted">
        <li>
          We sent a receipt to <EmailAddress email={email} />.
        </li>
        <li>A person on our team verifies it within 2 business days, usually with a quick call.</li>
        <li>When it's approved, the listing is yours to edit from your account, and we email you.</li>
      </ol>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onAnother}>
        Claim another listing
      </Button>
    </div>
  );
}
