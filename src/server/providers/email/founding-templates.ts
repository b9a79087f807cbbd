/** Founding 50 emails (issue #3), in the house style of templates.ts: plain text + a calm HTML column. */
import { cityById, vendorCategories } from "@shared/catalog";
import { emailLayout } from "./email-layout";

export type FoundingApplicationMail = {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  cityId: string;
  categorySlug: string;
  yearsInBusiness: number;
  weddingsPerYear: number;
  why: string;
};

const categoryName = (slug: string) => vendorCategories.find((c) => c.slug === slug)?.name ?? slug;
const cityName = (id: string) => cityById(id)?.displayName ?? id;

/** To the applicant: we have it, what happens next, and that nothing is charged. */
export function foundingConfirmationEmail(a: FoundingApplicationMail, opts: { publicUrl: string }) {
  const firstName = a.contactName.split(/\s+/)[0] ?? a.contactName;
  const url = `${opts.publicUrl}/founding-50`;
  const next =
    "We read every application ourselves and reply within five business days. If " +
    `${a.businessName} joins the Founding 50, we'll set up your featured placement and your Founding vendor badge with you.`;
  return {
    subject: "We received your Founding 50 application",
    text:
      `Hi ${firstName},\n\nThank you for applying to the June Weddings Founding 50 with ${a.businessName} ` +
      `(${categoryName(a.categorySlug)}, ${cityName(a.cityId)}).\n\n${next}\n\n` +
      "Joining is free: we don't take payments yet, and nothing is ever charged without your say-so.\n\n" +
      `The programme: ${url}\n`,
    html: emailLayout({
      heading: "Your application is in",
      paragraphs: [
        `Hi ${firstName},`,
        `Thank you for applying to the June Weddings Founding 50 with ${a.businessName} (${categoryName(a.categorySlug)}, ${cityName(a.cityId)}).`,
        next,
        "Joining is free: we don't take payments yet, and nothing is ever charged without your say-so.",
      ],
      action: { label: "About the Founding 50", url },
    }),
  };
}

/** To the operator: the whole application, replying goes to the applicant. */
export function foundingOperatorEmail(a: FoundingApplicationMail) {
  const facts = [
    `Business: ${a.businessName}`,
    `Contact: ${a.contactName} <${a.email}>`,
    `Phone: ${a.phone || "—"}`,
    `Website: ${a.website || "—"}`,
    `Category: ${categoryName(a.categorySlug)}`,
    `City: ${cityName(a.cityId)}`,
    `Years in business: ${a.yearsInBusiness}`,
    `Weddings per year: ${a.weddingsPerYear}`,
  ];
  return {
    subject: `Founding 50 application: ${a.businessName} (${categoryName(a.categorySlug)}, ${cityName(a.cityId)})`,
    text: `${facts.join("\n")}\n\nWhy they want to join:\n${a.why}\n\nReview it in the admin area.\n`,
    html: emailLayout({
      heading: `New Founding 50 application`,
      paragraphs: [
        facts.join("\n"),
        "Why they want to join:",
        ...a.why.split(/\n{2,}/),
        "Review it in the admin area.",
      ],
    }),
  };
}
