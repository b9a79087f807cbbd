import { formatLongDate } from "@shared/rules/invitation-dates";
import type { RsvpInvitation } from "@shared/schemas/rsvp";
import { AnswerSummary, contactNoteOf, coupleLine, eventWhen, RsvpHeader } from "./rsvp-views";

/**
 * The RSVP page a household's link opens (issue #12, docs/decisions/028): plain HTML that works as a form
 * POST without any script; src/client/guest/rsvp.ts enhances it (meal fields follow the answers, sending
 * by fetch, errors in place). Field names: `g.{guestId}.e.{eventId}` (attending | declined),
 * `g.{guestId}.name|meal|diet`, `song`, `note`, `email`.
 */

/** What the form shows: the stored answers, or what the guest just sent when it needs fixing. */
export type RsvpDraft = {
  guests: Record<string, { name: string; meal: string; diet: string; answers: Record<string, string> }>;
  song: string;
  note: string;
  email: string;
};

/** Field errors keyed `{guestId}.{name|meal|answers}`, `song`, `note`, `email`, or `form`. */
export type RsvpErrors = Record<string, string>;

export function draftOf(inv: RsvpInvitation, email: string): RsvpDraft {
  return {
    guests: Object.fromEntries(
      inv.guests.map((g) => [
        g.id,
        {
          name: g.isUnnamedPlusOne ? "" : g.name,
          meal: g.mealChoice,
          diet: g.dietaryNotes,
          answers: Object.fromEntries(Object.entries(g.answers).filter(([, a]) => a !== "pending")),
        },
      ]),
    ),
    song: inv.songRequest,
    note: inv.noteToCouple,
    email,
  };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p className="guest-error rsvp-field-error" id={id} data-error-for={id} hidden={!message}>
      {message ?? ""}
    </p>
  );
}

type FormProps = {
  token: string;
  invitation: RsvpInvitation;
  /** Guest ids whose name the household gives (plus-ones). */
  renamable: ReadonlySet<string>;
  draft: RsvpDraft;
  errors: RsvpErrors;
};

export function RsvpFormPage({ token, invitation: inv, renamable, draft, errors }: FormProps) {
  const mealEvents = inv.mealOptions.length > 0 ? inv.events.filter((e) => e.asksMeal) : [];
  const mealEventNames = mealEvents.map((e) => e.name).join(" or ");
  return (
    <main className="rsvp guest-container">
      <RsvpHeader invitation={inv} />
      <section className="guest-card rsvp-card" aria-labelledby="rsvp-title">
        <h2 id="rsvp-title">Dear {inv.householdName}</h2>
        <p className="guest-muted">
          {inv.respondedAt
            ? "Thank you for replying. You can change your answers below"
            : "We would love to celebrate with you. Please let us know who can come"}
          {inv.deadline ? ` by ${formatLongDate(inv.deadline)}.` : "."}
        </p>
        <form className="rsvp-form" method="post" action={`/rsvp/${token}`} data-rsvp-form={token} noValidate>
          <p className="guest-error rsvp-form-error" role="alert" data-rsvp-message hidden={!errors.form}>
            {errors.form ?? ""}
          </p>
          {inv.guests.map((g) => {
            const d = draft.guests[g.id] ?? { name: "", meal: "", diet: "", answers: {} };
            const isPlusOne = renamable.has(g.id);
            const legend = isPlusOne && g.isUnnamedPlusOne ? "Your guest" : g.name;
            const base = `g-${g.id}`;
            return (
              <fieldset key={g.id} className="rsvp-person" data-rsvp-guest={g.id}>
                <legend>{legend}</legend>
                {isPlusOne ? (
                  <div className="guest-field">
                    <label htmlFor={`${base}-name`}>Your guest&apos;s full name</label>
                    <input
                      id={`${base}-name`}
                      name={`g.${g.id}.name`}
                      defaultValue={d.name}
                      autoComplete="off"
                      maxLength={120}
                      aria-describedby={`${base}-name-error`}
                      aria-invalid={errors[`${g.id}.name`] ? true : undefined}
                    />
                    <FieldError id={`${base}-name-error`} message={errors[`${g.id}.name`]} />
                  </div>
                ) : null}
                {inv.events.map((e) => (
                  <fieldset
                    key={e.id}
                    className="rsvp-event"
                    data-asks-meal={e.asksMeal ? "true" : undefined}
                  >
                    <legend>
                      <span className="rsvp-event-name">{e.name}</span>
                      {eventWhen(e) ? <span className="rsvp-when">{eventWhen(e)}</span> : null}
                    </legend>
                    <div className="rsvp-choices">
                      {(["attending", "declined"] as const).map((value) => (
                        <span key={value} className="rsvp-choice">
                          <input
                            type="radio"
                            id={`${base}-${e.id}-${value}`}
                            name={`g.${g.id}.e.${e.id}`}
                            value={value}
                            defaultChecked={d.answers[e.id] === value}
                          />
                          <label htmlFor={`${base}-${e.id}-${value}`}>
                            {value === "attending" ? "Joyfully accepts" : "Regretfully declines"}
                          </label>
                        </span>
                      ))}
                    </div>
                  </fieldset>
                ))}
                <FieldError id={`${base}-answers-error`} message={errors[`${g.id}.answers`]} />
                {mealEvents.length > 0 ? (
                  <div className="guest-field" data-meal-field>
                    <label htmlFor={`${base}-meal`}>
                      Meal{inv.events.length > 1 ? ` (${mealEventNames})` : ""}
                    </label>
                    <select
                      id={`${base}-meal`}
                      name={`g.${g.id}.meal`}
                      defaultValue={d.meal}
                      aria-describedby={`${base}-meal-error`}
                      aria-invalid={errors[`${g.id}.meal`] ? true : undefined}
                    >
                      <option value="">Choose a meal</option>
                      {inv.mealOptions.map((m) => (
                        <option key={m} value={m}>
                          {m}
                        </option>
                      ))}
                    </select>
                    <FieldError id={`${base}-meal-error`} message={errors[`${g.id}.meal`]} />
                  </div>
                ) : null}
                <div className="guest-field" data-diet-field>
                  <label htmlFor={`${base}-diet`}>Allergies or dietary needs</label>
                  <input
                    id={`${base}-diet`}
                    name={`g.${g.id}.diet`}
                    defaultValue={d.diet}
                    maxLength={500}
                    placeholder="Optional"
                  />
                </div>
              </fieldset>
            );
          })}
          <fieldset className="rsvp-extras">
            <legend>For the couple</legend>
            <div className="guest-field">
              <label htmlFor="rsvp-song">A song that will get you dancing</label>
              <input
                id="rsvp-song"
                name="song"
                defaultValue={draft.song}
                maxLength={200}
                placeholder="Optional"
              />
              <FieldError id="rsvp-song-error" message={errors.song} />
            </div>
            <div className="guest-field">
              <label htmlFor="rsvp-note">A note to {coupleLine(inv.couple)}</label>
              <textarea id="rsvp-note" name="note" defaultValue={draft.note} maxLength={1000} rows={3} />
              <FieldError id="rsvp-note-error" message={errors.note} />
            </div>
            <div className="guest-field">
              <label htmlFor="rsvp-email">Email for a confirmation</label>
              <input
                id="rsvp-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                defaultValue={draft.email}
                maxLength={254}
                placeholder="Optional"
                aria-describedby="rsvp-email-error"
                aria-invalid={errors.email ? true : undefined}
              />
              <FieldError id="rsvp-email-error" message={errors.email} />
            </div>
          </fieldset>
          <button type="submit" className="guest-button rsvp-submit">
            {inv.respondedAt ? "Update RSVP" : "Send RSVP"}
          </button>
        </form>
      </section>
    </main>
  );
}

/** After sending: thanks, the answers, and the way back to change them. */
export function RsvpSentPage({
  token,
  invitation: inv,
  email,
}: {
  token: string;
  invitation: RsvpInvitation;
  email: string;
}) {
  const coming = inv.guests.some((g) => Object.values(g.answers).includes("attending"));
  return (
    <main className="rsvp guest-container">
      <RsvpHeader invitation={inv} />
      <section className="guest-card rsvp-card" aria-labelledby="rsvp-done">
        <h2 id="rsvp-done">
          {coming ? "Thank you! We can't wait to celebrate with you." : "Thank you for letting us know."}
        </h2>
        <p className="guest-muted" data-rsvp-confirmation>
          Your RSVP is in{email ? `, and a confirmation is on its way to ${email}` : ""}.
        </p>
        <AnswerSummary invitation={inv} />
        {inv.closed ? (
          <p>{contactNoteOf(inv)}</p>
        ) : (
          <p>
            <a className="guest-button guest-button-quiet" href={`/rsvp/${token}`}>
              Change your answers
            </a>
          </p>
        )}
        {!inv.closed && inv.deadline ? (
          <p className="guest-muted">You can change your answers until {formatLongDate(inv.deadline)}.</p>
        ) : null}
      </section>
    </main>
  );
}

/** After the deadline: the answers as they stand and how to reach the couple. */
export function RsvpClosedPage({ invitation: inv }: { invitation: RsvpInvitation }) {
  return (
    <main className="rsvp guest-container">
      <RsvpHeader invitation={inv} />
      <section className="guest-card rsvp-card" aria-labelledby="rsvp-closed">
        <h2 id="rsvp-closed">RSVPs closed{inv.deadline ? ` on ${formatLongDate(inv.deadline)}` : ""}</h2>
        <p className="guest-muted">Here is what we have for {inv.householdName}.</p>
        <AnswerSummary invitation={inv} />
        <p className="rsvp-contact">{contactNoteOf(inv)}</p>
      </section>
    </main>
  );
}

/** An unknown or replaced link: a friendly page, not an error screen. */
export function RsvpNotFoundPage() {
  return (
    <main className="rsvp guest-container">
      <header className="rsvp-hero">
        <p className="rsvp-kicker">RSVP</p>
        <h1>We couldn&apos;t find this invitation</h1>
      </header>
      <section className="guest-card rsvp-card">
        <p>
          The link may have changed since it was sent. Use the link or QR code on your latest invitation, or
          find your invitation on the couple&apos;s wedding website.
        </p>
        <p className="guest-muted">If it still doesn&apos;t work, the couple can send you a new link.</p>
      </section>
    </main>
  );
}
