/**
 * Emails of listing claims and the operator's decisions (issue #3). Same house style as templates.ts:
 * plain text first, a calm single-column HTML body, user text escaped.
 */
import { emailLayout } from "./email-layout";

type Listing = { kind: "venue" | "vendor"; name: string; url: string };
const noun = (kind: Listing["kind"]) => (kind === "venue" ? "venue" : "business");

export function claimOperatorEmail(opts: {
  listing: Listing;
  claimant: { name: string; email: string };
  role: string;
  phone: string;
  proof: string;
  queueUrl: string;
}) {
  const who = `${opts.claimant.name} <${opts.claimant.email}>`;
  const lines = [
    `Listing: ${opts.listing.name} (${opts.listing.kind}) — ${opts.listing.url}`,
    `Claimant: ${who}`,
    `Role: ${opts.role}`,
    `Phone: ${opts.phone}`,
  ];
  return {
    subject: `New listing claim: ${opts.listing.name}`,
    text: `${lines.join("\n")}\n\nHow to verify:\n${opts.proof}\n\nReview it in the claims queue:\n${opts.queueUrl}\n`,
    html: emailLayout({
      heading: `New claim for ${opts.listing.name}`,
      paragraphs: [...lines, `How to verify:\n${opts.proof}`],
      action: { label: "Open the claims queue", url: opts.queueUrl },
    }),
  };
}

export function claimReceiptEmail(opts: { name: string; listing: Listing; claimsUrl: string }) {
  const greeting = opts.name ? `Hi ${opts.name},` : "Hi,";
  const paragraphs = [
    greeting,
    `We received your claim for ${opts.listing.name}.`,
    "A person on our team will verify it within 2 business days, usually by calling the number you gave or checking the details you shared. Nothing on the listing changes until the claim is approved.",
    `When it is approved, you can edit the listing and answer couples' inquiries from your account.`,
  ];
  return {
    subject: `We received your claim for ${opts.listing.name}`,
    text: `${paragraphs.join("\n\n")}\n\nSee the status of your claims:\n${opts.claimsUrl}\n`,
    html: emailLayout({
      heading: "Claim received",
      paragraphs,
      action: { label: "See your claims", url: opts.claimsUrl },
    }),
  };
}

export function claimApprovedEmail(opts: { name: string; listing: Listing; accountUrl: string }) {
  const greeting = opts.name ? `Hi ${opts.name},` : "Hi,";
  const paragraphs = [
    greeting,
    `Good news: your claim for ${opts.listing.name} is approved. The listing is now yours and shows couples that it is managed by the ${noun(opts.listing.kind)}.`,
    "From your account you can keep its details current and answer couples' inquiries.",
  ];
  return {
    subject: `Your claim for ${opts.listing.name} is approved`,
    text: `${paragraphs.join("\n\n")}\n\nGo to your account:\n${opts.accountUrl}\n\nYour listing: ${opts.listing.url}\n`,
    html: emailLayout({
      heading: "Your claim is approved",
      paragraphs,
      action: { label: "Go to your account", url: opts.accountUrl },
    }),
  };
}

export function claimRejectedEmail(opts: {
  name: string;
  listing: Listing;
  note: string;
  contactUrl: string;
}) {
  const greeting = opts.name ? `Hi ${opts.name},` : "Hi,";
  const paragraphs = [
    greeting,
    `We could not approve your claim for ${opts.listing.name}.`,
    `Our note: ${opts.note}`,
    "If you think this is a mistake, reply through our contact page with anything that helps us verify you, and we will take another look.",
  ];
  return {
    subject: `About your claim for ${opts.listing.name}`,
    text: `${paragraphs.join("\n\n")}\n\n${opts.contactUrl}\n`,
    html: emailLayout({
      heading: "About your claim",
      paragraphs,
      action: { label: "Contact us", url: opts.contactUrl },
    }),
  };
}

export function foundingAcceptedEmail(opts: { contactName: string; businessName: string; url: string }) {
  const paragraphs = [
    `Hi ${opts.contactName},`,
    `Welcome to the Founding 50! ${opts.businessName} has a founding spot.`,
    "Your listing gets featured placement for a year and your price is locked for life. We will be in touch shortly to set things up and hear what you want us to build next.",
  ];
  return {
    subject: `${opts.businessName} is one of the Founding 50`,
    text: `${paragraphs.join("\n\n")}\n\n${opts.url}\n`,
    html: emailLayout({
      heading: "Welcome to the Founding 50",
      paragraphs,
      action: { label: "Visit June Weddings", url: opts.url },
    }),
  };
}

export function foundingDeclinedEmail(opts: { contactName: string; businessName: string; url: string }) {
  const paragraphs = [
    `Hi ${opts.contactName},`,
    `Thank you for applying to the Founding 50 with ${opts.businessName}. We could not offer you a founding spot this time.`,
    "Your free listing stays open to couples, and we would love to keep working with you.",
  ];
  return {
    subject: `Your Founding 50 application for ${opts.businessName}`,
    text: `${paragraphs.join("\n\n")}\n\n${opts.url}\n`,
    html: emailLayout({
      heading: "About your Founding 50 application",
      paragraphs,
      action: { label: "Visit June Weddings", url: opts.url },
    }),
  };
}
