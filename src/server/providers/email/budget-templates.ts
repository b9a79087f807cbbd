/** The budget's payment reminders (issue #14), in the house style of templates.ts. */
import { emailLayout } from "./email-layout";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** "$1,234.56" from integer cents. */
export const formatCents = (cents: number) => money.format(cents / 100);

/** "Saturday, June 12, 2027" for a calendar date (no time zone: the date is the date). */
export function formatDueDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
}

export type PaymentReminder = {
  /** "week": due within the coming week (normally 7 days ahead); "due": due today. */
  kind: "week" | "due";
  /** Days from the recipient's today to the due date (7 … 1 for "week", 0 or −1 for "due"). */
  daysLeft: number;
  recipientName: string;
  /** The couple's names; null when the mail goes to the couple themselves ("your wedding"). */
  coupleNames: string | null;
  label: string;
  itemName: string;
  categoryName: string;
  amountCents: number;
  dueOn: string;
  url: string;
};

function when(r: PaymentReminder): string {
  if (r.kind === "week") return r.daysLeft === 1 ? "tomorrow" : `in ${r.daysLeft} days`;
  return r.daysLeft < 0 ? "yesterday" : "today";
}

export function paymentReminderEmail(r: PaymentReminder) {
  const amount = formatCents(r.amountCents);
  const what = `${r.itemName} – ${r.label}`;
  const due = formatDueDate(r.dueOn);
  const subject = `Payment due ${when(r)}: ${what}, ${amount}`;
  const greeting = r.recipientName ? `Hi ${r.recipientName},` : "Hi,";
  const wedding = r.coupleNames ? `${r.coupleNames}'s wedding` : "your wedding";
  const lead =
    r.kind === "week"
      ? `A payment for ${wedding} is due ${when(r)}, on ${due}.`
      : `A payment for ${wedding} is due ${when(r)}, ${due}.`;
  const details = `${r.categoryName} › ${r.itemName}\n${r.label}: ${amount}`;
  const after = "Once it is paid, mark it paid in the budget tracker and no more reminders go out for it.";
  return {
    subject,
    text: `${greeting}\n\n${lead}\n\n${details}\n\nSee it in the budget tracker:\n${r.url}\n\n${after}\n`,
    html: emailLayout({
      heading: r.kind === "week" ? "A payment is coming up" : "A payment is due",
      paragraphs: [greeting, lead, details, after],
      action: { label: "Open the budget tracker", url: r.url },
    }),
  };
}
