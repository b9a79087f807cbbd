import { categoryName, longDate, usd } from "../../builtin/format";
import type { InquiryReplyFacts } from "../writer-types";
import { inquiryTopics, sentencesOf, topicFactPatterns, type InquiryTopic } from "./inquiry-topics";
import { listOf, notesAsSentences, paragraphs, pick, seedOf, type Voice } from "./phrasing";

type Listing = InquiryReplyFacts["listing"];
type VenueListing = Extract<Listing, { kind: "venue" }>;

/** "Ava & Noah" → "Ava and Noah"; a missing name gives "there" ("Hi there"). */
function greetingName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed === "A couple") return "there";
  return trimmed.replace(/\s*&\s*/g, " and ");
}

const greetings = {
  warm: ["Hi", "Hello"],
  elegant: ["Dear"],
  playful: ["Hi", "Hey"],
  concise: ["Hi", "Hello"],
};

function opening(f: InquiryReplyFacts, voice: Voice): string {
  const name = greetingName(f.couple.name);
  return `${pick(greetings[voice.tone], voice, 0)} ${name}${voice.tone === "playful" ? "!" : ","}`;
}

/**
 * The first sentence after the greeting: several per tone, chosen by the inquiry (issue #18: every draft
 * opened with the same sentence).
 */
function thanks(f: InquiryReplyFacts, voice: Voice, isFollowUp: boolean): string {
  const date = f.weddingDate ? ` on ${longDate(f.weddingDate)}` : "";
  const name = f.listing.name;
  if (isFollowUp)
    return pick(
      ["Thanks for getting back to us.", "Thank you for your message.", "Great to hear from you again."],
      voice,
      1,
    );
  const options: Record<Voice["tone"], string[]> = {
    warm: [
      `Thank you so much for reaching out to ${name}, and congratulations on your engagement! We would love to be part of your wedding${date}.`,
      `Congratulations on your engagement, and thank you for thinking of ${name}! We would love to be part of your wedding${date}.`,
      `What lovely news to open: thank you for writing to ${name}, and congratulations!`,
      `Thank you for your note, and congratulations to you both! It would be a joy to be part of your wedding${date}.`,
    ],
    elegant: [
      `Thank you for considering ${name} for your wedding${date}. Congratulations to you both.`,
      `Congratulations on your engagement, and thank you for your interest in ${name}.`,
      `It was a pleasure to receive your inquiry, and we send our warmest congratulations.`,
    ],
    playful: [
      `Congrats, you two! Thanks for thinking of ${name} for the big day${date}.`,
      `Your message made our day: congratulations, and thanks for reaching out to ${name}!`,
      `Wedding plans! We love to see it. Thanks for getting in touch with ${name}.`,
    ],
    concise: ["Thanks for your inquiry.", "Thank you for getting in touch.", "Thanks for reaching out."],
  };
  return pick(options[voice.tone], voice, 1);
}

/**
 * What the owner can say about the date without knowing their calendar: they will confirm it. The date is
 * spelled out once: here, unless the thanks already named it.
 */
function availability(f: InquiryReplyFacts, dateNamed: boolean): string {
  if (!f.weddingDate)
    return "Do you have a date, or a few dates, in mind? I'll check them against our calendar.";
  return dateNamed
    ? "I'm checking our calendar for that date and will confirm availability shortly."
    : `I'm checking our calendar for ${longDate(f.weddingDate)} and will confirm availability shortly.`;
}

const capitalizeFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const count = (n: number) => n.toLocaleString("en-US");

/** The couple's guest count against the venue's capacity; `asked` states the capacity even without one. */
function guestsFit(f: InquiryReplyFacts, asked: boolean): string {
  const n = f.guestCount;
  const l = f.listing;
  if (l.kind === "vendor") return n ? `${capitalizeFirst(`${count(n)} guests`)} is a size we know well.` : "";
  if (!n)
    return asked
      ? `We seat up to ${count(l.capacitySeated)} for dinner and welcome up to ${count(l.capacityStanding)} standing. How many guests are you expecting?`
      : "";
  const guests = `${count(n)} guests`;
  if (n <= l.capacitySeated)
    return `${capitalizeFirst(guests)} fits comfortably: we seat up to ${count(l.capacitySeated)} for dinner.`;
  if (n <= l.capacityStanding)
    return `For ${guests} we'd suggest a standing reception: we seat ${count(l.capacitySeated)} for dinner and welcome up to ${count(l.capacityStanding)} standing.`;
  return `Our capacity is ${count(l.capacityStanding)} guests, so ${guests} would be more than we can host; if your list may shrink, we'd still love to talk.`;
}

function pricing(l: Listing): string {
  if (l.kind === "venue")
    return `Our prices start at ${usd(l.priceFrom)}, and I'm happy to send a detailed quote for your date.`;
  const packages = l.packages.slice(0, 3).map((p) => `${p.name} (${usd(p.price)})`);
  return packages.length
    ? `Our ${categoryName(l.categorySlug, { singular: true })} packages start at ${usd(l.priceFrom)}: ${listOf(packages)}.`
    : `Our pricing starts at ${usd(l.priceFrom)}, and I can put together a quote once I know a little more.`;
}

/** The listing's own words on a topic: a matching amenity or a sentence of its description. */
function factsOn(l: Listing, pattern: RegExp): { amenities: string[]; sentence: string | undefined } {
  const amenities = l.kind === "venue" ? l.amenities.filter((a) => pattern.test(a)) : [];
  const texts = [l.description, ...(l.kind === "vendor" ? l.packages.map((p) => p.description) : [])];
  const sentence = texts.flatMap(sentencesOf).find((s) => pattern.test(s));
  return { amenities, sentence };
}

const amenityList = (amenities: string[]) => listOf(amenities.slice(0, 3).map((a) => a.toLowerCase()));

function rainAnswer(l: Listing): string {
  const { amenities, sentence } = factsOn(l, topicFactPatterns.rain);
  if (sentence) return `On a rain plan: ${sentence}`;
  if (amenities.length) return `For rain, our amenities include ${amenityList(amenities)}.`;
  if (l.kind === "venue") return venueRain(l);
  return "On a rain plan: I'll confirm how we handle bad weather for your day.";
}

function venueRain(l: VenueListing): string {
  switch (l.setting) {
    case "indoor":
      return `Everything at ${l.name} happens indoors, so rain won't change your plans.`;
    case "both":
      return "On a rain plan: we have both indoor and outdoor spaces, and I'll confirm exactly how we would use them if rain is forecast for your date.";
    case "outdoor":
      return "On a rain plan: I'll confirm what we can offer for your date and come back to you.";
  }
}

function parkingAnswer(l: Listing): string {
  const { amenities, sentence } = factsOn(l, topicFactPatterns.parking);
  if (amenities.length) return `On parking: we offer ${amenityList(amenities)}.`;
  if (sentence) return `On parking: ${sentence}`;
  return "On parking: I'll confirm the arrangements for your guests and let you know.";
}

function cateringAnswer(l: Listing): string {
  if (l.kind === "vendor" && l.categorySlug === "caterers") return `Catering is what we do. ${pricing(l)}`;
  const { amenities, sentence } = factsOn(l, topicFactPatterns.catering);
  if (amenities.length) return `On food: we offer ${amenityList(amenities)}.`;
  if (sentence) return `On food: ${sentence}`;
  return "On catering: I'll confirm what we offer and how outside caterers work with us.";
}

/** One answer per topic the couple asked about, from the listing's facts; "I'll confirm" where none say. */
function answers(f: InquiryReplyFacts, topics: InquiryTopic[], dateNamed: boolean): string[] {
  return topics.map((topic) => {
    switch (topic) {
      case "rain":
        return rainAnswer(f.listing);
      case "price":
        return pricing(f.listing);
      case "capacity":
        return guestsFit(f, true);
      case "availability":
        return availability(f, dateNamed);
      case "parking":
        return parkingAnswer(f.listing);
      case "catering":
        return cateringAnswer(f.listing);
    }
  });
}

function nextStep(f: InquiryReplyFacts, voice: Voice): string {
  if (f.listing.kind === "venue")
    return pick(
      [
        `The best next step is a visit. You can pick a tour time that suits you here: ${f.listing.tourUrl}`,
        `Would you like to come and see the space? Choose a tour time here: ${f.listing.tourUrl}`,
      ],
      voice,
      2,
    );
  return pick(
    [
      "Could we set up a short call this week to hear more about your plans?",
      "What would be a good time for a quick call to talk it through?",
    ],
    voice,
    2,
  );
}

const signOffs = {
  warm: ["Warmly,", "With love,"],
  elegant: ["With warm regards,", "Kind regards,"],
  playful: ["Cheers,", "Talk soon,"],
  concise: ["Best,"],
};

/** The couple's latest message: the one the reply answers. */
const latestQuestion = (f: InquiryReplyFacts) =>
  [...f.thread].reverse().find((m) => m.author === "couple")?.body ?? "";

/**
 * A reply to a couple's inquiry, from the inquiry, its thread and the listing's facts. It answers what the
 * latest message asks first (issue #18), then covers the date, the guest count and prices if a first reply
 * has not yet; the owner's notes come last, in their words.
 */
export function inquiryReply(f: InquiryReplyFacts, baseVoice: Voice, notes: string): string {
  const voice = { ...baseVoice, seed: seedOf(f.id) };
  const isFollowUp = f.thread.some((m) => m.author === "owner");
  const dateNamed =
    !isFollowUp && !!f.weddingDate && thanks(f, voice, false).includes(longDate(f.weddingDate));
  // A topic the owner's notes speak to is theirs to answer: the notes are the facts.
  const noted = inquiryTopics(notes);
  const topics = inquiryTopics(latestQuestion(f)).filter((t) => !noted.includes(t));
  const answered = answers(f, topics, dateNamed);
  const rest = isFollowUp
    ? answered.length || notes.trim()
      ? []
      : [availability(f, false)]
    : [
        topics.includes("availability") ? "" : availability(f, dateNamed),
        topics.includes("capacity") ? "" : guestsFit(f, false),
        topics.includes("price") ? "" : pricing(f.listing),
      ];
  const notesText = notesAsSentences(notes);
  // The answers to the couple's question get a paragraph of their own, right after the thanks.
  const isConcise = voice.tone === "concise";
  const all = [...answered, ...rest, notesText].filter(Boolean);
  return paragraphs(
    opening(f, voice),
    [thanks(f, voice, isFollowUp), ...(isConcise ? all : [])].join(" "),
    !isConcise && answered.filter(Boolean).join(" "),
    !isConcise && [...rest, notesText].filter(Boolean).join(" "),
    nextStep(f, voice),
    `${pick(signOffs[voice.tone], voice, 3)}\n${f.listing.name}`,
  );
}
