/**
 * Venue tour emails (issue #3), in the house style of templates.ts: plain text first, a calm single-column
 * HTML copy, user text always escaped. Each mail carries a `tour.ics` (built by the tours service), so the
 * text only has to say what changed and where to manage it.
 */
import { escapeHtml as escape } from "./email-layout";

export type TourMailEvent = "booked" | "moved" | "cancelled";
export type TourMailAudience = "couple" | "venue";

export type TourMailFacts = {
  venueName: string;
  venueAddress: string;
  venueUrl: string;
  /** Local date and time with the zone: "Saturday, December 5, 2026 at 10:00 AM EST". */
  when: string;
  /** For "moved": the time it was before. */
  previousWhen?: string;
  durationMinutes: number;
  partySize: number;
  coupleName: string;
  coupleEmail: string;
  phone: string;
  note: string;
  /** The page to manage tours on (/couple-account or /venue-owner-dashboard), absolute. */
  manageUrl: string;
  /** For "cancelled": who cancelled, and their reason if given. */
  cancelledBy?: "couple" | "venue";
  reason?: string;
};

function subjectOf(event: TourMailEvent, audience: TourMailAudience, f: TourMailFacts): string {
  switch (event) {
    case "booked":
      return audience === "couple"
        ? `Tour booked: ${f.venueName} — ${f.when}`
        : `New tour request: ${f.coupleName} — ${f.when}`;
    case "moved":
      return `Tour moved to ${f.when}: ${f.venueName}`;
    case "cancelled":
      return `Tour cancelled: ${f.venueName} — ${f.when}`;
  }
}

function introOf(event: TourMailEvent, audience: TourMailAudience, f: TourMailFacts): string[] {
  switch (event) {
    case "booked":
      return audience === "couple"
        ? [
            `Your tour of ${f.venueName} is booked for ${f.when}.`,
            "We sent the details to the venue too. The attached invite adds the tour to your calendar.",
          ]
        : [
            `${f.coupleName} booked a tour of ${f.venueName} for ${f.when}.`,
            "The attached invite adds it to your calendar. Reply to this email to reach the couple.",
          ];
    case "moved":
      return [
        audience === "couple"
          ? `Your tour of ${f.venueName} moved to ${f.when}.`
          : `${f.coupleName} moved their tour of ${f.venueName} to ${f.when}.`,
        ...(f.previousWhen ? [`It was on ${f.previousWhen}.`] : []),
        "Open the attached invite to update your calendar.",
      ];
    case "cancelled": {
      const who =
        f.cancelledBy === "venue"
          ? audience === "venue"
            ? "You cancelled"
            : `${f.venueName} cancelled`
          : audience === "couple"
            ? "You cancelled"
            : `${f.coupleName} cancelled`;
      return [
        `${who} the tour of ${f.venueName} on ${f.when}.`,
        ...(f.reason ? [`Reason: ${f.reason}`] : []),
        audience === "couple"
          ? "Open the attached file to remove it from your calendar. You can book another time on the venue's page."
          : "Open the attached file to remove it from your calendar. The time is open for booking again.",
      ];
    }
  }
}

function factsOf(audience: TourMailAudience, f: TourMailFacts): [string, string][] {
  const rows: [string, string][] = [
    ["Venue", f.venueName],
    ["Address", f.venueAddress],
    ["When", f.when],
    ["Length", `${f.durationMinutes} minutes`],
    ["Party size", `${f.partySize} ${f.partySize === 1 ? "person" : "people"}`],
  ];
  if (audience === "venue") {
    rows.push(["Couple", `${f.coupleName} <${f.coupleEmail}>`]);
    if (f.phone) rows.push(["Phone", f.phone]);
  }
  return rows;
}

/** One tour email for one side: subject, text and HTML. */
export function tourEmail(event: TourMailEvent, audience: TourMailAudience, f: TourMailFacts) {
  const subject = subjectOf(event, audience, f);
  const intro = introOf(event, audience, f);
  const facts = factsOf(audience, f);
  const noteLabel = audience === "venue" ? "Their note" : "Your note";
  const manage = audience === "couple" ? "Manage your tours" : "Manage tours on your dashboard";

  const text = [
    ...intro,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    ...(f.note ? ["", `${noteLabel}:`, f.note] : []),
    "",
    `${manage}: ${f.manageUrl}`,
    `Venue page: ${f.venueUrl}`,
    "",
  ].join("\n");

  const table = `<table style="margin:0 0 20px;border-collapse:collapse">${facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:3px 16px 3px 0;color:#6b5e5a;vertical-align:top">${escape(k)}</td><td style="padding:3px 0">${escape(v)}</td></tr>`,
    )
    .join("")}</table>`;
  const note = f.note
    ? `<p style="margin:0 0 6px;color:#6b5e5a">${escape(noteLabel)}</p><blockquote style="margin:0 0 20px;padding:14px 18px;background:#fff;border-left:3px solid #c9a27e;border-radius:8px;white-space:pre-line">${escape(f.note)}</blockquote>`
    : "";
  const paragraphs = intro.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("");
  const action = `<p style="margin:24px 0"><a href="${escape(f.manageUrl)}" style="background:#9f4a5b;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block">${escape(manage)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b5e5a">Venue page: <a href="${escape(f.venueUrl)}" style="color:#9f4a5b">${escape(f.venueUrl)}</a></p>`;
  const heading =
    event === "booked" ? "Your venue tour" : event === "moved" ? "Tour moved" : "Tour cancelled";
  const html = `<!doctype html><html><body style="margin:0;background:#faf6f2;font-family:Georgia,serif;color:#3b2f2c"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">${escape(audience === "venue" && event === "booked" ? "New venue tour" : heading)}</h1>${paragraphs}${table}${note}${action}<p style="margin-top:32px;font-size:13px;color:#6b5e5a">With love, June &amp; Grace</p></div></body></html>`;
  return { subject, text, html };
}
