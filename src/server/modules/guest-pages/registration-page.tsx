import type { OpenRegistration } from "../guest-registration/guest-registration.service";
import { formatLongDate } from "./website-format";

/**
 * Guest registration, /guest-registration/{code} (issue #12): a plain form that works without a script
 * (src/client/guest/registration.ts only hides the spare person rows until "Add another person").
 */

export const PERSON_ROWS = 6;
export const MAX_PEOPLE = 12;

export type RegistrationValues = {
  householdName: string;
  email: string;
  phone: string;
  address: string;
  postcode: string;
  note: string;
  guests: { name: string; dietaryNotes: string }[];
};
export const emptyRegistration: RegistrationValues = {
  householdName: "",
  email: "",
  phone: "",
  address: "",
  postcode: "",
  note: "",
  guests: [],
};

function coupleNames(r: OpenRegistration) {
  const names = [r.partner1, r.partner2].filter(Boolean);
  return names.length > 0 ? names.join(" & ") : "the couple";
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  maxLength: number;
  hint?: string;
  multiline?: boolean;
}) {
  const describedBy = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    id: props.id,
    name: props.id,
    maxLength: props.maxLength,
    required: props.required,
    autoComplete: props.autoComplete,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className="guest-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <span className="guest-muted reg-hint" id={`${props.id}-hint`}>
          {props.hint}
        </span>
      ) : null}
      {props.multiline ? (
        <textarea {...common} rows={3} defaultValue={props.value} />
      ) : (
        <input {...common} type={props.type ?? "text"} defaultValue={props.value} />
      )}
      {props.error ? (
        <span className="guest-error" id={`${props.id}-error`}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

export function RegistrationPage(props: {
  registration: OpenRegistration;
  code: string;
  values: RegistrationValues;
  errors: Record<string, string>;
}) {
  const { registration: r, values, errors } = props;
  const rows = Math.min(MAX_PEOPLE, Math.max(PERSON_ROWS, values.guests.length));
  const errorCount = Object.keys(errors).length;
  return (
    <main className="reg guest-container">
      <header className="reg-header">
        <p className="reg-eyebrow">Guest registration</p>
        <h1>{coupleNames(r)}</h1>
        {r.weddingDate ? (
          <p className="reg-date">
            <time dateTime={r.weddingDate}>{formatLongDate(r.weddingDate)}</time>
          </p>
        ) : null}
        <p>
          Share your details so {coupleNames(r)} can add you to their guest list. They will look over every
          registration before invitations go out.
        </p>
      </header>
      <form
        className="guest-card reg-form"
        method="post"
        action={`/guest-registration/${props.code}`}
        noValidate
      >
        {errorCount > 0 ? (
          <p className="guest-error reg-summary" role="alert">
            {errorCount === 1 ? "One thing needs fixing" : `${errorCount} things need fixing`} before we can
            send this.
          </p>
        ) : null}
        <fieldset>
          <legend>Your household</legend>
          <Field
            id="householdName"
            label="How should your invitation be addressed?"
            hint="For example “Chris & Sam Lee” or “The Okafor family”."
            value={values.householdName}
            error={errors.householdName}
            autoComplete="name"
            required
            maxLength={120}
          />
          <Field
            id="email"
            label="Email"
            type="email"
            value={values.email}
            error={errors.email}
            autoComplete="email"
            maxLength={254}
          />
          <Field
            id="phone"
            label="Phone"
            type="tel"
            value={values.phone}
            error={errors.phone}
            autoComplete="tel"
            maxLength={40}
          />
          <Field
            id="address"
            label="Postal address"
            value={values.address}
            error={errors.address}
            autoComplete="street-address"
            maxLength={300}
            multiline
          />
          <Field
            id="postcode"
            label="Postcode / ZIP"
            value={values.postcode}
            error={errors.postcode}
            autoComplete="postal-code"
            maxLength={20}
          />
        </fieldset>
        <fieldset className="reg-people">
          <legend>Who is coming</legend>
          <p className="guest-muted">Everyone in your household who is invited, you included.</p>
          {errors.guests ? <p className="guest-error">{errors.guests}</p> : null}
          <ol className="reg-people-list" data-people>
            {Array.from({ length: rows }, (_, i) => {
              const g = values.guests[i] ?? { name: "", dietaryNotes: "" };
              return (
                <li key={i} className="reg-person" data-person={i}>
                  <Field
                    id={`guests.${i}.name`}
                    label={i === 0 ? "Your name" : `Person ${i + 1}: name`}
                    value={g.name}
                    error={errors[`guests.${i}.name`]}
                    autoComplete={i === 0 ? "name" : "off"}
                    required={i === 0}
                    maxLength={120}
                  />
                  <Field
                    id={`guests.${i}.dietaryNotes`}
                    label="Dietary needs (optional)"
                    value={g.dietaryNotes}
                    error={errors[`guests.${i}.dietaryNotes`]}
                    maxLength={500}
                  />
                </li>
              );
            })}
          </ol>
        </fieldset>
        <Field
          id="note"
          label="A note to the couple (optional)"
          value={values.note}
          error={errors.note}
          maxLength={1000}
          multiline
        />
        <button type="submit" className="guest-button">
          Send registration
        </button>
      </form>
    </main>
  );
}

export function RegistrationSent({ registration: r }: { registration: OpenRegistration }) {
  return (
    <main className="reg guest-container">
      <div className="guest-card reg-done" role="status">
        <p className="reg-eyebrow">Registration sent</p>
        <h1>Thank you!</h1>
        <p>
          {coupleNames(r)} will look over your details. Once they add you to their guest list, your invitation
          will arrive with a personal RSVP link.
        </p>
      </div>
    </main>
  );
}

export function RegistrationNotFound() {
  return (
    <main className="site-gate">
      <div className="guest-card">
        <h1>This registration link isn&apos;t open</h1>
        <p>
          The couple may have closed registration, or the link may be incomplete. Check the link they sent
          you, or ask them for a new one.
        </p>
        <p>
          <a href="/">Go to June Weddings</a>
        </p>
      </div>
    </main>
  );
}
