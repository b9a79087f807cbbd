/**
 * The operators' mail for a new help ticket (issue #17; the spec's notify-admin-help-ticket). Same house
 * style as templates.ts: plain text first, a single-column HTML body, the user's text escaped by the layout.
 */
import { emailLayout } from "./email-layout";

const stakeholderLabels = {
  couple: "Couple",
  venue_owner: "Venue owner",
  vendor: "Vendor",
  contributor: "Contributor",
} as const;

export function helpTicketOperatorEmail(opts: {
  title: string;
  priority: string;
  issueType: string;
  stakeholderType: keyof typeof stakeholderLabels;
  fromEmail: string;
  signedIn: boolean;
  description: string;
  queueUrl: string;
}) {
  const lines = [
    `Title: ${opts.title}`,
    `Priority: ${opts.priority}`,
    `Issue type: ${opts.issueType.replace("_", " ")}`,
    `Stakeholder: ${stakeholderLabels[opts.stakeholderType]}`,
    `From: ${opts.fromEmail}${opts.signedIn ? "" : " (not signed in)"}`,
  ];
  return {
    subject: `[${opts.priority}] New help ticket: ${opts.title}`,
    text: `${lines.join("\n")}\n\n${opts.description}\n\nOpen the ticket queue:\n${opts.queueUrl}\n`,
    html: emailLayout({
      heading: `New help ticket: ${opts.title}`,
      paragraphs: [...lines, opts.description],
      action: { label: "Open the ticket queue", url: opts.queueUrl },
    }),
  };
}
