/** Email bodies. Plain text first (it is what most clients preview), HTML as a calm single column. */
import { emailLayout } from "./email-layout";

export function verificationEmail(opts: { name: string; url: string }) {
  const greeting = opts.name ? `Hi ${opts.name},` : "Hi,";
  return {
    subject: "Confirm your email",
    text: `${greeting}\n\nWelcome! Confirm your email to start planning:\n${opts.url}\n\nIf you did not sign up, you can ignore this email.\n`,
    html: emailLayout({
      heading: "Confirm your email",
      paragraphs: [
        greeting,
        "Welcome! Confirm your email to start planning.",
        "If you did not sign up, you can ignore this email.",
      ],
      action: { label: "Confirm my email", url: opts.url },
    }),
  };
}

export function resetPasswordEmail(opts: { url: string }) {
  return {
    subject: "Reset your password",
    text: `Someone asked to reset the password for this account.\n\nChoose a new password here (the link expires in 10 minutes and works once):\n${opts.url}\n\nIf it was not you, ignore this email; your password stays the same.\n`,
    html: emailLayout({
      heading: "Reset your password",
      paragraphs: [
        "Someone asked to reset the password for this account.",
        "The link below expires in 10 minutes and works once.",
        "If it was not you, ignore this email; your password stays the same.",
      ],
      action: { label: "Choose a new password", url: opts.url },
    }),
  };
}

export function contactOperatorEmail(opts: { name: string; email: string; topic: string; message: string }) {
  return {
    subject: `Contact form: ${opts.topic} — ${opts.name}`,
    text: `From: ${opts.name} <${opts.email}>\nTopic: ${opts.topic}\n\n${opts.message}\n`,
    html: emailLayout({
      heading: `New message: ${opts.topic}`,
      paragraphs: [`From: ${opts.name} <${opts.email}>`, ...opts.message.split(/\n{2,}/)],
    }),
  };
}
