/**
 * Planning-call emails (issue #4, /intake-scheduling), in the house style of templates.ts: plain text
 * first, a calm single-column HTML copy, user text always escaped. The couple's mails carry a `.ics`
 * (built by the june-intake service); the operator gets a short notice to staff the call.
 */
import { escapeHtml as escape } from "./email-layout";

export type PlanningCallMailEvent = "booked" | "cancelled";
export type PlanningCallMailAudience = "couple" | "operator";

export type PlanningCallFacts = {
  /** "Tuesday, June 9, 2026 at 10:30 AM EDT". */
  when: string;
  durationMinutes: number;
  coupleName: string;
  coupleEmail: string;
  phone: string;
  topic: string;
  /** Absolute URL of /intake-scheduling. */
  manageUrl: string;
};

function subjectOf(event: PlanningCallMailEvent, audience: PlanningCallMailAudience, f: PlanningCallFacts) {
  if (audience === "operator")
    return event === "booked"
      ? `New planning call: ${f.coupleName} — ${f.when}`
      : `Planning call cancelled: ${f.coupleName} — ${f.when}`;
  return event === "booked"
    ? `Your planning call is booked — ${f.when}`
    : `Planning call cancelled — ${f.when}`;
}

function introOf(event: PlanningCallMailEvent, audience: PlanningCallMailAudience, f: PlanningCallFacts) {
  if (audience === "operator")
    return event === "booked"
      ? [
          `${f.coupleName} booked a ${f.durationMinutes}-minute planning call for ${f.when}.`,
          "Call them on the number below.",
        ]
      : [
          `${f.coupleName} cancelled their planning call on ${f.when}.`,
          "The time is open for booking again.",
        ];
  return event === "booked"
    ? [
        `Your ${f.durationMinutes}-minute planning call is booked for ${f.when}.`,
        `A planner will call you at ${f.phone}, with your plan in front of them. The attached invite adds the call to your calendar.`,
      ]
    : [
        `Your planning call on ${f.when} is cancelled.`,
        "Open the attached file to remove it from your calendar. You can book another time whenever you like.",
      ];
}

/** One planning-call email for one side: subject, text and HTML. */
export function planningCallEmail(
  event: PlanningCallMailEvent,
  audience: PlanningCallMailAudience,
  f: PlanningCallFacts,
) {
  const subject = subjectOf(event, audience, f);
  const intro = introOf(event, audience, f);
  const facts: [string, string][] = [
    ["When", f.when],
    ["Length", `${f.durationMinutes} minutes`],
    ["Phone", f.phone],
    ...(audience === "operator"
      ? ([["Couple", `${f.coupleName} <${f.coupleEmail}>`]] as [string, string][])
      : []),
  ];
  const topicLabel = audience === "operator" ? "What they want to talk about" : "What you want to talk about";
  const manage = audience === "couple" ? "Manage your call" : "";

  const text = [
    ...intro,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    ...(f.topic ? ["", `${topicLabel}:`, f.topic] : []),
    ...(manage ? ["", `${manage}: ${f.manageUrl}`] : []),
    "",
  ].join("\n");

  const table = `<table style="margin:0 0 20px;border-collapse:collapse">${facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:3px 16px 3px 0;color:#6b5e5a;vertical-align:top">${escape(k)}</td><td style="padding:3px 0">${escape(v)}</td></tr>`,
    )
    .join("")}</table>`;
  const topic = f.topic
    ? `<p style="margin:0 0 6px;color:#6b5e5a">${escape(topicLabel)}</p><blockquote style="margin:0 0 20px;padding:14px 18px;background:#fff;border-left:3px solid #c9a27e;border-radius:8px;white-space:pre-line">${escape(f.topic)}</blockquote>`
    : "";
  const paragraphs = intro.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("");
  const action = manage
    ? `<p style="margin:24px 0"><a href="${escape(f.manageUrl)}" style="background:#9f4a5b;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block">${escape(manage)}</a></p>`
    : "";
  const heading = event === "booked" ? "Your planning call" : "Planning call cancelled";
  const html = `<!doctype html><html><body style="margin:0;background:#faf6f2;font-family:Georgia,serif;color:#3b2f2c"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">${escape(audience === "operator" && event === "booked" ? "New planning call" : heading)}</h1>${paragraphs}${table}${topic}${action}<p style="margin-top:32px;font-size:13px;color:#6b5e5a">With love, June &amp; Grace</p></div></body></html>`;
  return { subject, text, html };
}
