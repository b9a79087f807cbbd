import type { VenueStyle } from "@shared/marketplace-catalog";
import type { VenueDescriptionFacts } from "@shared/schemas/vendor-ai";
import { cityName, usd } from "../../builtin/format";
import { listOf, notesAsSentences, paragraphs, pick, type Voice } from "./phrasing";

/** What each style brings to a wedding, in a couple's words. */
const styleScenes: Record<VenueStyle, string> = {
  barn: "timber beams, string lights and a dance floor that fills early",
  ballroom: "a grand ballroom with chandeliers and room for everyone to dance",
  garden: "gardens in bloom for an open-air ceremony",
  rooftop: "a rooftop with the skyline as your backdrop",
  vineyard: "vineyard rows glowing at golden hour",
  lakeside: "the water's edge, with vows said to the sound of the lake",
  historic: "a historic building full of character and stories",
  industrial: "brick, steel and tall windows that fill with evening light",
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

const settingLines = {
  indoor: [
    "Everything happens under one roof, so the weather never gets a say.",
    "The whole day stays indoors and comfortable, whatever the forecast.",
  ],
  outdoor: [
    "Ceremonies happen in the open air, with room to spill out under the sky.",
    "It is made for couples who want their vows outdoors.",
  ],
  both: [
    "Marry outside and celebrate inside, with a rain plan built in.",
    "There are spaces indoors and out, so you can follow the light and keep a plan B.",
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
          `${v.name} is ${venueKind}${at}${scene ? `, with ${scene}` : ""}. It is a place for couples who want the day to feel like theirs, and for guests who stay until the last song.`,
          `Welcome to ${v.name}, ${venueKind}${at}. Think ${scene || "a beautiful space made for celebrating"}, and a team that treats your day like family.`,
        ],
        voice,
        1,
      );
    case "elegant":
      return pick(
        [
          `Set${at}, ${v.name} is ${venueKind} of quiet grace${scene ? `: ${scene}` : ""}. Every detail is considered, so you can simply be present.`,
          `${v.name} offers ${scene || "a refined setting"}${at}. It is ${venueKind} for celebrations that feel timeless.`,
        ],
        voice,
        1,
      );
    case "playful":
      return pick(
        [
          `Picture this: ${scene || "your favourite people in one room"}, a glass raised, and the best party of the year${at}. That's a wedding at ${v.name}.`,
          `Looking for ${venueKind} that doesn't take itself too seriously? ${v.name}${at} brings ${scene || "the space"}; you bring the people (and the dance moves).`,
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
      ? `Seats ${seated.toLocaleString("en-US")} for dinner; ${standing.toLocaleString("en-US")} standing.`
      : pick(
          [
            `It seats up to ${seated.toLocaleString("en-US")} guests for dinner and welcomes ${standing.toLocaleString("en-US")} for a standing reception.`,
            `There is room for ${seated.toLocaleString("en-US")} at dinner, or ${standing.toLocaleString("en-US")} for a cocktail-style party.`,
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
    ? `Packages from ${usd(v.priceFrom)}.`
    : `Wedding packages start at ${usd(v.priceFrom)}, and we are happy to shape one around your plans.`;
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
    "Come see it in person: the coffee's on us during your tour.",
    "Book a tour and start imagining where the dance floor goes.",
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
