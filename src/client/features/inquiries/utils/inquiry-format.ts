import type { InquiryStatus } from "@shared/schemas/inquiries";

/** "Sep 18, 2027" from YYYY-MM-DD, read as a calendar date (no time zone shift). */
export function formatCalendarDate(date: string | null): string {
  if (!date) return "Not decided yet";
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Mar 3, 2:15 PM" for a timestamp, in the viewer's time zone. */
export function formatSentAt(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const sameYear = at.getFullYear() === now.getFullYear();
  return at.toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  });
}

export function formatGuests(n: number | null): string {
  return n == null ? "Not decided yet" : `${n.toLocaleString("en-US")} guests`;
}

/** The guest count in running text, where no "Guests:" label stands before it: "140 guests". */
export function guestsPhrase(n: number | null): string {
  return n == null ? "Guest count not decided yet" : formatGuests(n);
}

/** Badge colours per status: new stands out, closed recedes. */
export const statusTone: Record<InquiryStatus, string> = {
  new: "bg-rose text-white",
  replied: "bg-sage-light text-ink",
  booked: "bg-gold/20 text-ink",
  closed: "bg-cream text-muted",
};

/** The form's message placeholder, written for the listing being asked. */
export function inquiryPlaceholder(kind: "venue" | "vendor", listingName: string): string {
  return kind === "venue"
    ? `Hi ${listingName}! We're planning our wedding and love your venue. Is our date available, what does your price include, and could we arrange a visit?`
    : `Hi ${listingName}! We're planning our wedding and would love to know if you're free on our date, which package you'd suggest and what it costs.`;
}
