import { CalendarCheck } from "lucide-react";
import { ButtonLink } from "@client/components/ui/button";

/**
 * The venue page's "Request a tour" (primary). /book-tour is behind RequireAuth, so a signed-out visitor
 * signs in first and comes straight back to the venue's times.
 */
export function RequestTourButton({ slug }: { slug: string }) {
  return (
    <ButtonLink to={`/book-tour?venue=${encodeURIComponent(slug)}`} className="w-full">
      <CalendarCheck className="size-4" aria-hidden /> Request a tour
    </ButtonLink>
  );
}
