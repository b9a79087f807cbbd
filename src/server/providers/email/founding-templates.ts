/** Founding 50 emails (issue #3), in the house style of templates.ts: plain text + a calm HTML column. */
import { cityById, vendorCategories } from "@shared/catalog";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function layout(opts: { heading: string; paragraphs: string[]; action?: { label: string; url: string } }) {
  const body = opts.paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escape(p)}</p>`)
    .join("");
  const action = opts.action
    ? `<p style="margin:24px 0"><a href="${escape(opts.action.url)}" style="background:#9f4a5b;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block">${escape(opts.action.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="margin:0;background:#faf6f2;font-family:Georgia,serif;color:#3b2f2c"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">${escape(opts.heading)}</h1>${body}${action}<p style="margin-top:32px;font-size:13px;color:#6b5e5a">With love, June &amp; Grace</p></div></body></html>`;
}

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
    html: layout({
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
    html: layout({
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
