import { formatLongDate } from "@shared/rules/invitation-dates";
import type { RsvpInvitation } from "@shared/schemas/rsvp";

/**
 * Pieces of the RSVP pages (issue #12) shared by the form and the confirmation: the couple's header, an
 * event's when and where, and the read-only summary of a household's answers.
 */

export function coupleLine(couple: RsvpInvitation["couple"]): string {
  return [couple.partner1, couple.partner2].filter(Boolean).join(" & ") || "Our wedding";
}

/** "4:30 PM" from "16:30". */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

export function eventWhen(event: RsvpInvitation["events"][number]): string {
  return [
    event.startsOn ? formatLongDate(event.startsOn) : "",
    event.startsAt ? clock(event.startsAt) : "",
    event.location,
  ]
    .filter(Boolean)
    .join(" · ");
}

export function RsvpHeader({ invitation }: { invitation: RsvpInvitation }) {
  const { couple } = invitation;
  return (
    <header className="rsvp-hero">
      <p className="rsvp-kicker">Together with their families</p>
      <h1>{coupleLine(couple)}</h1>
      {couple.weddingDate ? <p className="rsvp-date">{formatLongDate(couple.weddingDate)}</p> : null}
    </header>
  );
}

const answerWord = { attending: "Attending", declined: "Not attending", pending: "No answer yet" } as const;

/** Each event with each person's answer, then meals, notes, the song and the note. */
export function AnswerSummary({ invitation }: { invitation: RsvpInvitation }) {
  // A plus-one the household never named or answered for is not someone to list.
  const inv = {
    ...invitation,
    guests: invitation.guests.filter(
      (g) => !g.isUnnamedPlusOne || Object.values(g.answers).some((a) => a !== "pending"),
    ),
  };
  return (
    <div className="rsvp-summary">
      {inv.events.map((event) => (
        <section key={event.id} className="rsvp-summary-event" aria-labelledby={`sum-${event.id}`}>
          <h3 id={`sum-${event.id}`}>{event.name}</h3>
          {eventWhen(event) ? <p className="guest-muted rsvp-when">{eventWhen(event)}</p> : null}
          <ul>
            {inv.guests.map((g) => {
              const answer = g.answers[event.id] ?? "pending";
              return (
                <li key={g.id} data-answer={answer}>
                  <span>{g.name}</span>
                  <strong>{answerWord[answer]}</strong>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {inv.guests.some((g) => g.mealChoice || g.dietaryNotes) ? (
        <section className="rsvp-summary-event" aria-labelledby="sum-meals">
          <h3 id="sum-meals">Meals</h3>
          <ul>
            {inv.guests
              .filter((g) => g.mealChoice || g.dietaryNotes)
              .map((g) => (
                <li key={g.id}>
                  <span>{g.name}</span>
                  <strong>{[g.mealChoice, g.dietaryNotes].filter(Boolean).join(" · ")}</strong>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      {inv.songRequest ? (
        <p>
          <span className="guest-muted">Song request:</span> {inv.songRequest}
        </p>
      ) : null}
      {inv.noteToCouple ? (
        <p>
          <span className="guest-muted">Your note:</span> {inv.noteToCouple}
        </p>
      ) : null}
    </div>
  );
}

/** What guests see when the couple wrote no contact note. */
export function contactNoteOf(inv: RsvpInvitation): string {
  return inv.contactNote || `To change anything now, please contact ${coupleLine(inv.couple)} directly.`;
}
