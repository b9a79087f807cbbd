/**
 * Emails of the help desk (issue #17): an operator's reply to a ticket, and the operator's test mail.
 * Same house style as templates.ts: plain text first, a calm single-column HTML body, user text escaped
 * by emailLayout.
 */
import { emailLayout } from "./email-layout";

export function ticketReplyEmail(opts: { title: string; body: string; helpUrl: string }) {
  return {
    subject: `Re: ${opts.title}`,
    text: `Our support team replied to your request "${opts.title}":\n\n${opts.body}\n\nSee the conversation and answer on your help page:\n${opts.helpUrl}\n`,
    html: emailLayout({
      heading: `Re: ${opts.title}`,
      paragraphs: [
        `Our support team replied to your request "${opts.title}":`,
        ...opts.body.split(/\n{2,}/),
        "You can answer on your help page.",
      ],
      action: { label: "Open my help page", url: opts.helpUrl },
    }),
  };
}

export function testEmail(opts: { subject: string; sentBy: string; sentAt: string }) {
  return {
    subject: opts.subject,
    text: `This is a test mail from June Weddings, sent by ${opts.sentBy} at ${opts.sentAt} to check the mail setup.\n\nNo action is needed.\n`,
    html: emailLayout({
      heading: opts.subject,
      paragraphs: [
        `This is a test mail from June Weddings, sent by ${opts.sentBy} at ${opts.sentAt} to check the mail setup.`,
        "No action is needed.",
      ],
    }),
  };
}
