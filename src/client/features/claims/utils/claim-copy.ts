import type { ListingKind } from "@shared/schemas/claims";

/** The words of the claim page for each kind of listing. */
export const claimCopy = {
  venue: {
    eyebrow: "For venue owners",
    title: "Claim your venue's listing",
    lead: "Couples are already finding your venue on June Weddings. Claim the listing to keep it accurate and hear from them directly.",
    noun: "venue",
    accountKind: "venue_owner",
    accountName: "venue owner account",
    signupPath: "/signup/venue",
    searchLabel: "Your venue's name",
    searchPlaceholder: "e.g. Lakeview Glasshouse",
    benefits: [
      {
        title: "Edit your listing",
        text: "Photos, capacity, pricing, amenities and contact details — kept current by you.",
      },
      {
        title: "Answer inquiries",
        text: "Couples' questions arrive with their date and guest count; reply in one place.",
      },
      { title: "Manage tours", text: "Offer tour times and see who is coming, without phone tag." },
    ],
  },
  vendor: {
    eyebrow: "For wedding businesses",
    title: "Claim your business listing",
    lead: "Couples are already finding your business on June Weddings. Claim the listing to keep it accurate and hear from them directly.",
    noun: "business",
    accountKind: "vendor",
    accountName: "vendor account",
    signupPath: "/signup/vendor",
    searchLabel: "Your business name",
    searchPlaceholder: "e.g. Golden Hour Photography",
    benefits: [
      {
        title: "Edit your listing",
        text: "Your story, photos, service area and contact details — kept current by you.",
      },
      {
        title: "Answer inquiries",
        text: "Couples' questions arrive with their date and guest count; reply in one place.",
      },
      {
        title: "Show your packages",
        text: "List packages and starting prices so couples know what to expect.",
      },
    ],
  },
} as const satisfies Record<ListingKind, unknown>;

export const listingHref = (kind: ListingKind, slug: string) =>
  kind === "venue" ? `/venues/${slug}` : `/vendor/${slug}`;

export const claimStatusLabel = {
  pending: "Waiting for review",
  approved: "Approved",
  rejected: "Not approved",
} as const;
