import { categoryName, longDate, usd } from "../../builtin/format";
import type { InquiryReplyFacts } from "../writer-types";
import { listOf, notesAsSentences, paragraphs, pick, type Voice } from "./phrasing";

/** "Ava & Noah" → "Ava and Noah"; a missing name gives "there" ("Hi there"). */
function greetingName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed === "A couple") return "there";
  return trimmed.replace(/\s*&\s*/g, " and ");
}

function opening(f: InquiryReplyFacts, voice: Voice): string {
  return {
    warm: `Hi ${greetingName(f.couple.name)},`,
    elegant: `Dear ${greetingName(f.couple.name)},`,
    playful: `Hi ${greetingName(f.couple.name)}!`,
    concise: `Hi ${greetingName(f.couple.name)},`,
  }[voice.tone];
}

function thanks(f: InquiryReplyFacts, voice: Voice, isFollowUp: boolean): string {
  const date = f.weddingDate ? ` on ${longDate(f.weddingDate)}` : "";
  if (isFollowUp)
    return pick(
      ["Thanks for getting back to us.", "Thank you for your message.", "Great to hear from you again."],
      voice,
      1,
    );
  switch (voice.tone) {
    case "warm":
      return `Thank you so much for reaching out to ${f.listing.name}, and congratulations on your engagement! We would love to be part of your wedding${date}.`;
    case "elegant":
      return `Thank you for considering ${f.listing.name} for your wedding${date}. Congratulations to you both.`;
    case "playful":
      return `Congrats, you two! Thanks for thinking of ${f.listing.name} for the big day${date}.`;
    case "concise":
      return "Thanks for your inquiry.";
  }
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

function guestsFit(f: InquiryReplyFacts): string {
  const n = f.guestCount;
  const l = f.listing;
  if (!n) return "";
  const guests = `${n.toLocaleString("en-US")} guests`;
  if (l.kind === "vendor") return `${capitalizeFirst(guests)} is a size we know well.`;
  if (n <= l.capacitySeated)
    return `${capitalizeFirst(guests)} fits comfortably: we seat up to ${l.capacitySeated.toLocaleString("en-US")} for dinner.`;
  if (n <= l.capacityStanding)
    return `For ${guests} we'd suggest a cocktail-style reception: we seat ${l.capacitySeated.toLocaleString("en-US")} for dinner and welcome up to ${l.capacityStanding.toLocaleString("en-US")} standing.`;
  return `Our capacity is ${l.capacityStanding.toLocaleString("en-US")} guests, so ${guests} would be more than we can host; if your list may shrink, we'd still love to talk.`;
}

const capitalizeFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function pricing(f: InquiryReplyFacts): string {
  const l = f.listing;
  if (l.kind === "venue")
    return `Our wedding packages start at ${usd(l.priceFrom)}, and I'm happy to send a detailed quote for your date.`;
  const packages = l.packages.slice(0, 3).map((p) => `${p.name} (${usd(p.price)})`);
  return packages.length
    ? `Our ${categoryName(l.categorySlug, { singular: true })} packages start at ${usd(l.priceFrom)}: ${listOf(packages)}.`
    : `Our pricing starts at ${usd(l.priceFrom)}, and I can put together a quote once I know a little more.`;
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

/** A reply to a couple's inquiry, from the inquiry, its thread and the listing's facts. */
export function inquiryReply(f: InquiryReplyFacts, voice: Voice, notes: string): string {
  const isFollowUp = f.thread.some((m) => m.author === "owner");
  const dateNamed = !isFollowUp && voice.tone !== "concise";
  const body = isFollowUp
    ? [notesAsSentences(notes) || availability(f, false)]
    : [availability(f, dateNamed), guestsFit(f), pricing(f), notesAsSentences(notes)];
  return paragraphs(
    opening(f, voice),
    [thanks(f, voice, isFollowUp), ...(voice.tone === "concise" ? body : [])].filter(Boolean).join(" "),
    voice.tone === "concise" ? "" : body.filter(Boolean).join(" "),
    nextStep(f, voice),
    `${pick(signOffs[voice.tone], voice, 3)}\n${f.listing.name}`,
  );
}
