/** Mails about the account's own security (issue #17): change of email and deletion. */
import { emailLayout } from "./email-layout";

/** To the NEW address: the change takes effect only when this link is opened. */
export function changeEmailVerificationEmail(opts: { newEmail: string; url: string }) {
  return {
    subject: "Confirm your new email",
    text: `Someone asked to use ${opts.newEmail} as the sign-in email of a June Weddings account.\n\nConfirm the change here:\n${opts.url}\n\nUntil you do, the account keeps its old email. If it was not you, ignore this email.\n`,
    html: emailLayout({
      heading: "Confirm your new email",
      paragraphs: [
        `Someone asked to use ${opts.newEmail} as the sign-in email of a June Weddings account.`,
        "Until you confirm, the account keeps its old email. If it was not you, ignore this email.",
      ],
      action: { label: "Confirm my new email", url: opts.url },
    }),
  };
}

/** To the OLD address: a notice, so a change its owner did not ask for does not pass unseen. */
export function emailChangeNoticeEmail(opts: { newEmail: string; securityUrl: string }) {
  return {
    subject: "A change of email was requested",
    text: `Someone signed in to your June Weddings account asked to change its email to ${opts.newEmail}.\n\nNothing changes until the new address confirms it. If it was not you, change your password and review your signed-in devices:\n${opts.securityUrl}\n`,
    html: emailLayout({
      heading: "A change of email was requested",
      paragraphs: [
        `Someone signed in to your June Weddings account asked to change its email to ${opts.newEmail}.`,
        "Nothing changes until the new address confirms it. If it was not you, change your password and review your signed-in devices.",
      ],
      action: { label: "Review account security", url: opts.securityUrl },
    }),
  };
}

export function accountDeletedEmail() {
  return {
    subject: "Your account was deleted",
    text: "Your June Weddings account and its data have been deleted, as you asked.\n\nIf it was not you, reply to this email at once.\n",
    html: emailLayout({
      heading: "Your account was deleted",
      paragraphs: [
        "Your June Weddings account and its data have been deleted, as you asked.",
        "If it was not you, reply to this email at once.",
      ],
    }),
  };
}
