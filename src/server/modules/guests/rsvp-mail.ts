import { formatLongDate } from "@shared/rules/invitation-dates";
import type { RsvpInvitation } from "@shared/schemas/rsvp";
import { emailLayout } from "../../providers/email/email-layout";

/** "Chris & Sam", or one name when the profile has only one. */
export function coupleNames(couple: RsvpInvitation["couple"]): string {
  return [couple.partner1, couple.partner2].filter(Boolean).join(" & ") || "the couple";
}

/** One line per guest and event, as the confirmation page and mail read it. */
export function answerSummary(inv: RsvpInvitation): string[] {
  const lines: string[] = [];
  for (const event of inv.events) {
    const coming = inv.guests.filter((g) => g.answers[event.id] === "attending");
    const notComing = inv.guests.filter((g) => g.answers[event.id] === "declined");
    const parts = [
      coming.length > 0 ? `attending: ${coming.map((g) => g.name).join(", ")}` : "",
      notComing.length > 0 ? `not attending: ${notComing.map((g) => g.name).join(", ")}` : "",
    ].filter(Boolean);
    lines.push(`${event.name}: ${parts.join("; ") || "no answer yet"}`);
  }
  for (const g of inv.guests) {
    if (g.mealChoice) lines.push(`Meal for ${g.name}: ${g.mealChoice}`);
    if (g.dietaryNotes) lines.push(`Dietary notes for ${g.name}: ${g.dietaryNotes}`);
  }
  if (inv.songRequest) lines.push(`Song request: ${inv.songRequest}`);
  if (inv.noteToCouple) lines.push(`Your note: ${inv.noteToCouple}`);
  return lines;
}

/** The confirmation a guest gets when they leave an email: what they answered and the link to change it. */
export function rsvpConfirmationEmail(opts: { invitation: RsvpInvitation; url: string }) {
  const inv = opts.invitation;
  const names = coupleNames(inv.couple);
  const summary = answerSummary(inv);
  const change = inv.deadline
    ? `You can change your answers until ${formatLongDate(inv.deadline)} with your link:`
    : "You can change your answers any time with your link:";
  return {
    subject: `Your RSVP to ${names}'s wedding`,
    text: `Thank you, ${inv.householdName}! ${names} have your RSVP.\n\n${summary.join("\n")}\n\n${change}\n${opts.url}\n`,
    html: emailLayout({
      heading: "Thank you for your RSVP",
      paragraphs: [`${names} have your RSVP, ${inv.householdName}.`, summary.join("\n"), change],
      action: { label: "See or change your answers", url: opts.url },
    }),
  };
}
