import type { VendorCategorySlug } from "@shared/catalog";
import type { VendorDescriptionFacts } from "@shared/schemas/vendor-ai";
import { categoryName, cityName, usd } from "../../builtin/format";
import { listOf, notesAsSentences, paragraphs, pick, type Voice } from "./phrasing";

/**
 * What each kind of vendor does for a couple, and what they leave them with: only what the category itself
 * says. Tastings, trials, licensed staff or signature cocktails are the vendor's to mention, not ours to
 * invent (issue #18).
 */
const crafts: Record<VendorCategorySlug, { work: string; promise: string }> = {
  photographers: {
    work: "photographs weddings the way they felt: the nerves, the laughter, the quiet moments in between",
    promise: "photos of your day you will want to look at again and again",
  },
  videographers: {
    work: "films weddings as stories",
    promise: "a film of your day you will want to watch again",
  },
  caterers: {
    work: "cooks for weddings",
    promise: "food that feels like part of the celebration",
  },
  djband: {
    work: "plays music for weddings",
    promise: "music that feels like the two of you",
  },
  florists: {
    work: "designs wedding flowers",
    promise: "flowers that look like you",
  },
  weddingplanners: {
    work: "plans weddings",
    promise: "a day you get to enjoy",
  },
  bakers: {
    work: "bakes for weddings",
    promise: "something sweet that tastes as good as it looks",
  },
  hairmakeup: {
    work: "does wedding hair and makeup",
    promise: "a look that feels like you",
  },
  transportation: {
    work: "drives couples and guests on the wedding day",
    promise: "one less thing to think about",
  },
  officiants: {
    work: "leads wedding ceremonies",
    promise: "a ceremony that sounds like the two of you",
  },
  bartenders: {
    work: "tends bar at weddings",
    promise: "drinks your guests remember (in the good way)",
  },
  decorators: {
    work: "designs and sets up wedding decor",
    promise: "a room that feels like your day",
  },
};

/** "designs and sets up wedding decor" → "design and set up wedding decor" (after "We"). */
const weDo = (what: string) =>
  what
    .replace(/^does\b/, "do")
    .replace(/^(\w+)s\b/, "$1")
    .replace(/\band (\w+)s up\b/, "and $1 up");

function intro(v: VendorDescriptionFacts, voice: Voice): string {
  const craft = v.categorySlug ? crafts[v.categorySlug] : undefined;
  const city = cityName(v.cityId);
  const base = city ? ` from ${city}` : "";
  const what = craft?.work ?? `works with couples on their wedding day`;
  const role = v.categorySlug ? categoryName(v.categorySlug, { singular: true }) : "wedding business";
  switch (voice.tone) {
    case "warm":
      return pick(
        [
          `${v.businessName} is a ${role}${base} who ${what}. We would love for your day to look and feel like yours.`,
          `Hello from ${v.businessName}, a ${role}${base}! We love what we do: we ${weDo(what)}.`,
        ],
        voice,
        1,
      );
    case "elegant":
      return `${v.businessName} is ${city ? `a ${city} ${role}` : `a ${role}`} of considered, personal service: we ${weDo(what)}.`;
    case "playful":
      return pick(
        [
          `Hi, we're ${v.businessName}: a ${role}${base} who ${what}.`,
          `${v.businessName} is the ${role}${base} your friends will ask about: we ${weDo(what)}.`,
        ],
        voice,
        1,
      );
    case "concise":
      return `${v.businessName}: a ${role}${base}. We ${weDo(what)}.`;
  }
}

function area(v: VendorDescriptionFacts): string {
  return v.serviceArea ? `We work across ${v.serviceArea}.` : "";
}

function pricing(v: VendorDescriptionFacts, voice: Voice): string {
  const packages = v.packages.filter((p) => p.price !== undefined).slice(0, 4);
  const named = listOf(packages.map((p) => `${p.name} (${usd(p.price!)})`));
  if (packages.length && v.priceFrom !== undefined)
    return voice.tone === "concise"
      ? `From ${usd(v.priceFrom)}. Packages: ${named}.`
      : `Our packages start at ${usd(v.priceFrom)}: ${named}. Ask us about your day and we will tell you which fits.`;
  if (v.priceFrom !== undefined) return `Pricing starts at ${usd(v.priceFrom)}.`;
  if (packages.length) return `Our packages: ${named}.`;
  return "";
}

const closings = {
  warm: ["Tell us about your plans: we would love to hear your story.", "Send us your date and let's talk."],
  elegant: ["We would be delighted to hear about your plans.", "We look forward to hearing from you."],
  playful: ["Send us your date, and let's make it a good one.", "Say hi: we would love to hear your plans."],
  concise: ["Send an inquiry with your date."],
};

/** A description for a vendor listing, from the facts in the vendor's form (the tagline shows beside it already). */
export function vendorDescription(v: VendorDescriptionFacts, voice: Voice, notes: string): string {
  const craft = v.categorySlug ? crafts[v.categorySlug] : undefined;
  const promise =
    craft && voice.tone !== "concise"
      ? pick([`What you get: ${craft.promise}.`, `Our promise is simple: ${craft.promise}.`], voice, 2)
      : "";
  return paragraphs(
    intro(v, voice),
    promise,
    [area(v), pricing(v, voice)].filter(Boolean).join(" "),
    notesAsSentences(notes),
    pick(closings[voice.tone], voice, 3),
  );
}
