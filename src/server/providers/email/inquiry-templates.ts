/**
 * Inquiry emails (issue #3), in the house style of templates.ts: plain text first, a calm single-column
 * HTML copy, user text always escaped. Every mail is sent with replyTo set to the other side, so answering
 * the email reaches them directly ("reply by email").
 */
import { escapeHtml as escape } from "./email-layout";

type Block =
  { kind: "p"; text: string } | { kind: "quote"; text: string } | { kind: "facts"; rows: string[][] };

function layout(opts: { heading: string; blocks: Block[]; action?: { label: string; url: string } }) {
  const body = opts.blocks
    .map((b) => {
      switch (b.kind) {
        case "p":
          return `<p style="margin:0 0 16px">${escape(b.text)}</p>`;
        case "quote":
          return `<blockquote style="margin:0 0 20px;padding:14px 18px;background:#fff;border-left:3px solid #c9a27e;border-radius:8px;white-space:pre-line">${escape(b.text)}</blockquote>`;
        case "facts":
          return `<table style="margin:0 0 20px;border-collapse:collapse">${b.rows
            .map(
              ([k = "", v = ""]) =>
                `<tr><td style="padding:2px 16px 2px 0;color:#6b5e5a">${escape(k)}</td><td style="padding:2px 0">${escape(v)}</td></tr>`,
            )
            .join("")}</table>`;
      }
    })
    .join("");
  const action = opts.action
    ? `<p style="margin:24px 0"><a href="${escape(opts.action.url)}" style="background:#9f4a5b;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block">${escape(opts.action.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="margin:0;background:#faf6f2;font-family:Georgia,serif;color:#3b2f2c"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">${escape(opts.heading)}</h1>${body}${action}<p style="margin-top:32px;font-size:13px;color:#6b5e5a">With love, June &amp; Grace</p></div></body></html>`;
}

/** "September 18, 2027" from YYYY-MM-DD (no time zone shift). */
export function formatWeddingDate(date: string | null): string {
  if (!date) return "Not decided yet";
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

const guestsText = (n: number | null) => (n == null ? "Not decided yet" : n.toLocaleString("en-US"));

type InquiryFacts = {
  coupleName: string;
  coupleEmail: string;
  listingName: string;
  weddingDate: string | null;
  guestCount: number | null;
  message: string;
};

/** To the listing's owner (or its contact email when nobody manages the listing yet). */
export function newInquiryOwnerEmail(opts: InquiryFacts & { dashboardUrl: string | null }) {
  const facts = [
    ["From", `${opts.coupleName} <${opts.coupleEmail}>`],
    ["Wedding date", formatWeddingDate(opts.weddingDate)],
    ["Guests", guestsText(opts.guestCount)],
  ];
  const next = opts.dashboardUrl
    ? `Reply to this email to answer ${opts.coupleName} directly, or answer from your dashboard:`
    : `Reply to this email to answer ${opts.coupleName} directly.`;
  return {
    subject: `New inquiry for ${opts.listingName} from ${opts.coupleName}`,
    text: `${opts.coupleName} sent an inquiry about ${opts.listingName} on June Weddings.\n\n${facts
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n")}\n\n${opts.message}\n\n${next}${opts.dashboardUrl ? `\n${opts.dashboardUrl}` : ""}\n`,
    html: layout({
      heading: `New inquiry for ${opts.listingName}`,
      blocks: [
        { kind: "p", text: `${opts.coupleName} sent an inquiry on June Weddings.` },
        { kind: "facts", rows: facts },
        { kind: "quote", text: opts.message },
        { kind: "p", text: next },
      ],
      ...(opts.dashboardUrl ? { action: { label: "Open your inbox", url: opts.dashboardUrl } } : {}),
    }),
  };
}

/** The couple's copy of what they sent. */
export function inquiryConfirmationEmail(opts: InquiryFacts & { accountUrl: string }) {
  const facts = [
    ["Wedding date", formatWeddingDate(opts.weddingDate)],
    ["Guests", guestsText(opts.guestCount)],
  ];
  return {
    subject: `Your inquiry to ${opts.listingName} was sent`,
    text: `Hi ${opts.coupleName},\n\nWe sent your inquiry to ${opts.listingName}. They will reply by email, and you can follow the conversation from your account:\n${opts.accountUrl}\n\nYour message:\n${facts
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n")}\n\n${opts.message}\n`,
    html: layout({
      heading: `Your inquiry to ${opts.listingName} was sent`,
      blocks: [
        { kind: "p", text: `Hi ${opts.coupleName},` },
        {
          kind: "p",
          text: `We sent your inquiry to ${opts.listingName}. They will reply by email, and you can follow the conversation from your account.`,
        },
        { kind: "facts", rows: facts },
        { kind: "quote", text: opts.message },
      ],
      action: { label: "Follow it from your account", url: opts.accountUrl },
    }),
  };
}

/** A reply in the thread, to the other side. */
export function inquiryReplyEmail(opts: {
  authorName: string;
  listingName: string;
  body: string;
  url: string;
  toCouple: boolean;
}) {
  const subject = opts.toCouple
    ? `${opts.listingName} replied to your inquiry`
    : `New reply from ${opts.authorName} about ${opts.listingName}`;
  const intro = opts.toCouple
    ? `${opts.listingName} replied to your inquiry:`
    : `${opts.authorName} replied about ${opts.listingName}:`;
  const next = "Reply to this email to answer, or open the conversation:";
  return {
    subject,
    text: `${intro}\n\n${opts.body}\n\n${next}\n${opts.url}\n`,
    html: layout({
      heading: subject,
      blocks: [
        { kind: "p", text: intro },
        { kind: "quote", text: opts.body },
        { kind: "p", text: "Reply to this email to answer." },
      ],
      action: { label: "Open the conversation", url: opts.url },
    }),
  };
}
