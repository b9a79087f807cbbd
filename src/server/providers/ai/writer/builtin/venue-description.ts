import type { VenueStyle } from "@shared/marketplace-catalog";
import type { VenueDescriptionFacts } from "@shared/schemas/vendor-ai";
import { cityName, usd } from "../../builtin/format";
import { listOf, notesAsSentences, paragraphs, pick, type Voice } from "./phrasing";

/**
 * Each style in a couple's words, saying no more than the style itself: a draft states only what the owner
 * entered (issue #18 — "timber beams, string lights and a dance floor" were never in the form).
 */
const styleScenes: Record<VenueStyle, string> = {
  barn: "the easy, rustic warmth of a barn",
  ballroom: "the sweep of a ballroom",
  garden: "a garden setting",
  rooftop: "a rooftop setting",
  vineyard: "a setting among the vines of a vineyard",
  lakeside: "a setting beside the lake",
  historic: "a historic building with a story of its own",
  industrial: "the clean lines of an industrial space",
};

const styleWords: Record<VenueStyle, string> = {
  barn: "barn",
  ballroom: "ballroom",
  garden: "garden",
  rooftop: "rooftop",
  vineyard: "vineyard",
  lakeside: "lakeside",
  historic: "historic",
  industrial: "industrial",
};

/** The setting as the owner chose it, and nothing it does not say (no "rain plan built in"). */
const settingLines = {
  indoor: ["The celebration takes place indoors.", "Everything happens indoors, under one roof."],
  outdoor: [
    "The celebration takes place outdoors.",
    "It is an outdoor venue, made for celebrating in the open air.",
  ],
  both: [
    "There are spaces both indoors and outdoors.",
    "The venue has indoor and outdoor spaces, so you can use both.",
  ],
};

function place(v: VenueDescriptionFacts): string {
  const city = cityName(v.cityId);
  if (v.neighborhood && city) return `${v.neighborhood}, ${city}`;
  return v.neighborhood || city || "";
}

function intro(v: VenueDescriptionFacts, voice: Voice): string {
  const where = place(v);
  const kind = listOf(v.styles.slice(0, 2).map((s) => styleWords[s]));
  const venueKind = kind ? `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind} wedding venue` : "a wedding venue";
  const scene = v.styles[0] ? styleScenes[v.styles[0]] : "";
  const at = where ? ` in ${where}` : "";
  switch (voice.tone) {
    case "warm":
      return pick(
        [
          `${v.name} is ${venueKind}${at}${scene ? `, with ${scene}` : ""}. It is a place for couples who want the day to feel like theirs.`,
          `Welcome to ${v.name}, ${venueKind}${at}. Think ${scene || "a beautiful space made for celebrating"}, and a day that feels like yours.`,
        ],
        voice,
        1,
      );
    case "elegant":
      return pick(
        [
          `Set${at}, ${v.name} is ${venueKind} of quiet grace${scene ? `: ${scene}` : ""}. It is a place to simply be present.`,
          `${v.name} offers ${scene || "a refined setting"}${at}. It is ${venueKind} for celebrations that feel timeless.`,
        ],
        voice,
        1,
      );
    case "playful":
      return pick(
        [
          `Picture this: ${scene || "your favourite people in one place"}, everyone you love, and the best party of the year${at}. That's a wedding at ${v.name}.`,
          `Looking for ${venueKind} that doesn't take itself too seriously? ${v.name}${at} brings ${scene || "the space"}; you bring the people.`,
        ],
        voice,
        1,
      );
    case "concise":
      return `${v.name} is ${venueKind}${at}.${scene ? ` Expect ${scene}.` : ""}`;
  }
}

function capacity(v: VenueDescriptionFacts, voice: Voice): string {
  const seated = v.capacitySeated;
  const standing = v.capacityStanding;
  if (seated && standing && standing > seated)
    return voice.tone === "concise"
      ? `Seats ${seated.toLocaleString("en-US")}; ${standing.toLocaleString("en-US")} standing.`
      : pick(
          [
            `It seats up to ${seated.toLocaleString("en-US")} guests and welcomes ${standing.toLocaleString("en-US")} standing.`,
            `There is room for ${seated.toLocaleString("en-US")} seated guests, or ${standing.toLocaleString("en-US")} standing.`,
          ],
          voice,
          2,
        );
  const n = seated ?? standing;
  return n ? `It welcomes up to ${n.toLocaleString("en-US")} guests.` : "";
}

function included(v: VenueDescriptionFacts, voice: Voice): string {
  const amenities = v.amenities.slice(0, 6).map((a) => a.toLowerCase());
  if (!amenities.length) return "";
  return voice.tone === "concise"
    ? `Included: ${listOf(amenities)}.`
    : pick(
        [`Included with your day: ${listOf(amenities)}.`, `Amenities include ${listOf(amenities)}.`],
        voice,
        3,
      );
}

function price(v: VenueDescriptionFacts, voice: Voice): string {
  if (v.priceFrom === undefined) return "";
  return voice.tone === "concise"
    ? `Prices from ${usd(v.priceFrom)}.`
    : `Prices start at ${usd(v.priceFrom)}; ask us for a quote for your date.`;
}

const closings = {
  warm: [
    "We would love to show you around. Book a tour or send us your date, and let's start planning.",
    "Come and see it for yourselves: book a tour, bring your questions, and we'll take it from there.",
  ],
  elegant: [
    "We would be honoured to host you for a private tour.",
    "Arrange a private visit, and let us show you what your day could look like.",
  ],
  playful: [
    "Come see it in person: book a tour and bring your questions.",
    "Book a tour and start imagining your day here.",
  ],
  concise: ["Book a tour or send an inquiry with your date."],
};

/** A description for a venue listing, from the facts in the owner's form. */
export function venueDescription(v: VenueDescriptionFacts, voice: Voice, notes: string): string {
  const setting = v.setting ? pick(settingLines[v.setting], voice, 4) : "";
  const details = [capacity(v, voice), included(v, voice), price(v, voice)].filter(Boolean).join(" ");
  return paragraphs(
    voice.tone === "concise" ? `${intro(v, voice)} ${setting}` : intro(v, voice),
    voice.tone === "concise" ? "" : setting,
    details,
    notesAsSentences(notes),
    pick(closings[voice.tone], voice, 5),
  );
}
