import type { VendorCategorySlug } from "@shared/catalog";
import type { VendorDescriptionFacts } from "@shared/schemas/vendor-ai";
import { categoryName, cityName, usd } from "../../builtin/format";
import { listOf, notesAsSentences, paragraphs, pick, type Voice } from "./phrasing";

/** What each kind of vendor does for a couple, and what they leave them with. */
const crafts: Record<VendorCategorySlug, { work: string; promise: string }> = {
  photographers: {
    work: "photographs weddings the way they felt: the nerves, the laughter, the quiet moments in between",
    promise: "photos you will want on your walls, not just in a folder",
  },
  videographers: {
    work: "films weddings as stories, with the vows, the speeches and the sound of the room",
    promise: "a film you will watch on every anniversary",
  },
  caterers: {
    work: "cooks for weddings with seasonal menus, tastings and service that runs on time",
    promise: "food your guests will still be talking about on the drive home",
  },
  djband: {
    work: "plays weddings from the first processional note to the last song",
    promise: "a dance floor that stays full",
  },
  florists: {
    work: "designs wedding flowers from the bouquet to the last centrepiece",
    promise: "flowers that look like you, and last through the photos",
  },
  weddingplanners: {
    work: "plans weddings end to end: budgets, vendors, timelines and the day itself",
    promise: "a day you get to enjoy while we handle the details",
  },
  bakers: {
    work: "bakes wedding cakes and desserts to order, with tastings before you decide",
    promise: "a cake that tastes as good as it looks",
  },
  hairmakeup: {
    work: "does wedding hair and makeup for couples and their parties, with a trial beforehand",
    promise: "a look that feels like you and lasts all night",
  },
  transportation: {
    work: "drives couples and guests on the wedding day, on time and in style",
    promise: "one less thing to think about",
  },
  officiants: {
    work: "writes and leads ceremonies around each couple's story, religious or not",
    promise: "a ceremony that sounds like the two of you",
  },
  bartenders: {
    work: "runs wedding bars with signature cocktails, licensed staff and everything behind the counter",
    promise: "drinks your guests remember (in the good way)",
  },
  decorators: {
    work: "designs and sets up wedding decor, from draping and lighting to the last place card",
    promise: "a room that feels like your day",
  },
};

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
          `${v.businessName} is a ${role}${base} who ${what}. We get to know you first, so your day looks and feels like yours.`,
          `Hello from ${v.businessName}, a ${role}${base}! We love what we do: our team ${what}.`,
        ],
        voice,
        1,
      );
    case "elegant":
      return `${v.businessName} is ${city ? `a ${city} ${role}` : `a ${role}`} of considered, personal service. Our team ${what}.`;
    case "playful":
      return pick(
        [
          `Hi, we're ${v.businessName}: a ${role}${base} who ${what}. Yes, we will also cry at your vows.`,
          `${v.businessName} is the ${role}${base} your friends will ask about. Our team ${what}.`,
        ],
        voice,
        1,
      );
    case "concise":
      return `${v.businessName}: a ${role}${base}. We ${what.replace(/^(\w+)s\b/, "$1")}.`;
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
      : `Our packages start at ${usd(v.priceFrom)}: ${named}. Every couple is different, so we are glad to tailor one to your day.`;
  if (v.priceFrom !== undefined) return `Pricing starts at ${usd(v.priceFrom)}.`;
  if (packages.length) return `Our packages: ${named}.`;
  return "";
}

const closings = {
  warm: ["Tell us about your plans: we would love to hear your story.", "Send us your date and let's talk."],
  elegant: ["We would be delighted to hear about your plans.", "We look forward to hearing from you."],
  playful: [
    "Send us your date, and let's make it a good one.",
    "Say hi: we reply fast (and with enthusiasm).",
  ],
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
