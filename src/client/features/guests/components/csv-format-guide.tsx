import { Link } from "@client/lib/router-link";
import { GUEST_LIMITS, GUEST_TYPES, IMPORT_COLUMNS, type ImportColumn } from "@shared/schemas/guests";
import { Page } from "@client/components/layout/page";

type ColumnDoc = { accepts: string; example: string; isRequired?: boolean };

/** One entry per importer column: a column added to IMPORT_COLUMNS fails the type check until documented. */
const columnDocs: Record<ImportColumn, ColumnDoc> = {
  household: {
    accepts:
      "The name the invitation is addressed to. Rows with the same household are one party with one RSVP link. Empty: the guest is a household of their own, under their name.",
    example: "The Moreau family",
  },
  name: { accepts: "The guest's full name.", example: "Zoë Moreau", isRequired: true },
  email: { accepts: "An email address, or empty.", example: "zoe@example.com" },
  phone: { accepts: "A phone number in any format, or empty.", example: "+1 614 555 0199" },
  guest_type: {
    accepts: `One of ${GUEST_TYPES.join(", ")}; everyday words work too (bridesmaid, kids, coworker). Empty: friend.`,
    example: "family",
  },
  side: {
    accepts: "partner 1, partner 2 or both — or either partner's first name. Empty: both.",
    example: "partner 1",
  },
  rsvp_status: {
    accepts: "attending (or yes), declined (or no) or pending, for answers you already have. Empty: pending.",
    example: "attending",
  },
  meal_choice: { accepts: "One of your meal options, or empty.", example: "Vegetarian" },
  dietary_notes: { accepts: "Allergies and needs, in words.", example: "No nuts" },
  tags: {
    accepts: `Your own labels, separated by semicolons or commas (at most ${GUEST_LIMITS.tagsPerGuest}).`,
    example: "college; choir",
  },
  notes: { accepts: "Anything for you; guests never see it.", example: "Sits near grandma" },
  plus_ones: {
    accepts:
      "How many unnamed guests the household may bring (0–20). The household gets the largest number on any of its rows.",
    example: "1",
  },
  events: {
    accepts:
      "The events the household is invited to, by their names on your list, separated by semicolons. Empty or all: every event.",
    example: "Ceremony; Reception",
  },
  address: { accepts: "The household's postal address, for invitations.", example: "12 Elm St, Columbus OH" },
  postcode: {
    accepts: "The postcode; guests may use it to find their invitation.",
    example: "43215",
  },
};

/** /planning/csv-format-guide: what the guest list importer reads (public, issue #12). */
export function CsvFormatGuide() {
  return (
    <Page
      eyebrow="Guest list"
      title="CSV format guide"
      intro={
        <p>
          Bring your guest list from any spreadsheet. Save it as <strong>CSV UTF-8</strong>, one guest per
          row, with the column names below in the first row. Columns can come in any order, and the importer
          lets you match differently named columns before anything is saved.
        </p>
      }
    >
      <div className="flex flex-wrap gap-3">
        <a
          href="/api/csv-format-guide/template.csv"
          download
          className="inline-flex h-11 items-center rounded-full bg-rose px-6 text-body font-medium text-white shadow-sm hover:bg-rose-dark"
        >
          Download the template
        </a>
        <Link
          to="/planning/guest-list-manager"
          className="inline-flex h-11 items-center rounded-full border border-rose/40 bg-white/70 px-6 text-body font-medium text-rose hover:bg-blush/60"
        >
          Back to your guest list
        </Link>
      </div>

      <h2 className="mt-12 text-title text-ink">Columns</h2>
      <p className="mt-2 text-body text-muted">
        Only <code>name</code> is required. Leave a cell empty when you don't know yet.
      </p>
      <dl className="mt-6 divide-y divide-line rounded-3xl border border-line bg-white">
        {IMPORT_COLUMNS.map((column) => {
          const doc = columnDocs[column];
          return (
            <div key={column} className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-6">
              <dt className="font-mono text-body font-medium text-ink">
                {column}
                {doc.isRequired && <span className="ml-2 font-sans text-small text-rose">required</span>}
              </dt>
              <dd className="text-body text-muted">
                {doc.accepts}
                <span className="mt-1 block text-small">
                  Example: <code className="rounded bg-cream px-1.5 py-0.5 text-ink">{doc.example}</code>
                </span>
              </dd>
            </div>
          );
        })}
      </dl>

      <h2 className="mt-12 text-title text-ink">Good to know</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-body text-muted">
        <li>
          Files up to 2 MB and {GUEST_LIMITS.importRows.toLocaleString("en-US")} rows. Split a bigger list
          into several files.
        </li>
        <li>
          Before anything is saved you see a preview: each row with a problem is listed with its line number
          and the reason, so you can fix it in your spreadsheet and choose the file again.
        </li>
        <li>
          Likely duplicates — “Chris Lee” when “Christopher Lee” is already on your list — are flagged and
          skipped unless you choose to keep them.
        </li>
        <li>
          Quoted cells with commas and line breaks are fine; so is a file exported by Excel, Numbers or Google
          Sheets.
        </li>
        <li>
          Exports escape cells that begin with <code>=</code>, <code>+</code>, <code>-</code> or{" "}
          <code>@</code>, so a spreadsheet never runs them as formulas.
        </li>
      </ul>
    </Page>
  );
}
