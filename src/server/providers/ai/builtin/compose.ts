import type { AnswerContext } from "./answers/context";
import { budgetAnswer } from "./answers/data";
import { addGuestAnswer, guestsAnswer, namesFollowUp } from "./answers/guests";
import { imageAnswer } from "./answers/image";
import { explainAnswer, helpAnswer, thanksAnswer } from "./answers/knowledge";
import {
  capacityAnswer,
  compareAnswer,
  countAnswer,
  listingInfoAnswer,
  notFoundAnswer,
  outsideAnswer,
  savedFitAnswer,
  whichOneAnswer,
} from "./answers/listing-facts";
import { saveVenueAnswer, savedVenuesAnswer, vendorsAnswer, venuesAnswer } from "./answers/listings";
import { daysLeftAnswer, nextStepsAnswer } from "./answers/plan";
import { weekdayAnswer } from "./answers/weekday";
import { outOfScopeAnswer } from "./answers/scope";
import { removeSavedAnswer, setBudgetAnswer, setCategoryAnswer, updateProfileAnswer } from "./answers/writes";
import { pickAnswer, savePickAnswer, shownUnderAnswer } from "./answers/shown-pick";
import { whatIfAnswer } from "./answers/what-if";
import { ownNumberAnswer } from "./answers/own-numbers";
import { ownNumberQuestion } from "./own-numbers";
import { profileFactAnswer } from "./answers/profile-facts";
import { profileFactQuestion } from "./profile-facts";
import { clarifyingQuestion } from "./clarify";
import { adviceAboutChange } from "./change-advice";
import { limitOf } from "./limits";
import { limitAnswer } from "./answers/limits";
import { changeAdviceAnswer } from "./answers/change-advice";
import { superlativeOf } from "./dialogue-state";
import { normalize } from "./entities";
import { ranked, type FoundListing } from "./listing-lookup";

/**
 * One request's answer (issue #4, #16): the understanding picks the composer; named listings found by the
 * lookup, a reference to June's last list, and the couple's own data decide what is computed.
 */

const CAPACITY_WORDS =
  /\b(capacity|seat|seats|hold|holds|fit|fits|accommodate|big enough|large enough|how (big|large|many))\b/i;
const SAVED = /\b(saved|shortlist(ed)?|favou?rites?|bookmarked)\b/i;
/** The couple's saves named as such: "what we saved", "our saved venues", "our shortlist". */
const SAVED_SAID =
  /\b(we|i)('ve| have)? (saved|shortlisted|bookmarked|favou?rited)\b|\b(our|my) (saved|shortlist(ed)?|favou?rites?|bookmarked)\b/i;

/** The couple's saved venues with their facts (for "compare our saved venues"). */
async function savedListings(ctx: AnswerContext, limit = 3): Promise<FoundListing[]> {
  const saved = await ctx.tools.call("saved_venues", {});
  const out: FoundListing[] = [];
  for (const s of (saved?.venues ?? []).slice(0, limit)) {
    const r = await ctx.tools.call("search_venues", { query: s.name.slice(0, 100) });
    const hit = r?.results.find((v) => v.slug === s.slug);
    if (hit) out.push({ kind: "venue", ...hit });
  }
  return out;
}

/** Intents whose answers are listings: a supposed head count is their filter, not a what-if of its own. */
const LISTING_INTENTS: string[] = [
  "find_venues",
  "find_vendors",
  "capacity",
  "saved_venues",
  "compare",
  "listing_info",
  "count_listings",
];

/** A word that says a name is a venue's or a vendor's ("Quillfeather Barn"), not a team's or an event's. */
const LISTING_NOUN =
  /\b(barn|manor|hall|studio|lodge|farm|estate|gardens?|photography|photo|floral|florals|flowers|catering|ballroom|chapel|inn|vineyard|winery|loft|events|venue|pavilion|club|house)\b/;

/**
 * A name typed in lower case that reads as a listing's — two to four words ending in a listing noun, not led by
 * a common word ("glimmerstone manor", not "a rustic barn") — said back plainly when nothing matched it (064).
 */
const NAME_LIKE =
  /^(?!(?:the|a|an|our|my|any|some|this|that|your|their|rustic|big|small|outdoor|indoor|historic|modern|cheap|cheaper|nice|good|best|wedding|event|local|private|beautiful|pretty|fancy|lakeside|garden)\b)[a-z'&]+(?:\s[a-z'&]+){0,2}\s(?:manor|hall|lodge|estate|gardens?|ballroom|chapel|inn|vineyard|winery|loft|pavilion|club|house|farmstead|barn)$/;
export const nameLikeListing = (text: string) => NAME_LIKE.test(text.toLowerCase());
const namedLikeListing = (names: { text: string; marked?: boolean }[]) =>
  names.some((n) => n.marked || nameLikeListing(n.text));

const WRITES: string[] = [
  "set_budget",
  "set_category",
  "update_profile",
  "add_guest",
  "save_venue",
  "remove_saved",
];

/** A request for a listing's details ("tell me more about the cheaper one"). */
const MORE_ABOUT =
  /\b(tell (me|us)|more about|details|info|information|what'?s (it|that one) like|describe)\b/i;
/** A price asked beside the seats. */
const PRICE_TOO = /\b(cost|costs|price|prices|priced|how much|pricing|rate|rates)\b/i;

/** The plan's facts an advice question may be about: "should we move the wedding to October?". */
const PLAN_FACT = /\b(wedding|date|city|guest count|guest list|headcount|budget)\b/i;

/** "Book it", "reserve that one for us": a booking aimed at a listing (sixth round). */
export const BOOK_POINTER =
  /\b(it|that|this|them|the (first|second|third|last) one|for (us|me)|this venue|that venue|(the|our) (dj|band|caterer|photographer|videographer|florist|baker|planner|officiant|venue|bartender|limo|makeup artist)s?)\b/i;

const WHICH_LISTING =
  "Which venue or vendor do you mean? Tell me its name, e.g. “can Lakeview Glasshouse seat 150?”, or ask me to find some first.";

/** Answers about named or referred listings; undefined when the message isn't about one. */
async function listingAnswer(ctx: AnswerContext): Promise<string | undefined> {
  const u = ctx.understanding;
  const lookup = ctx.lookup;
  const listings = lookup?.listings ?? [];
  // A name two listings share: ask which — except when removing, where only the couple's saved ones count.
  if (lookup?.ambiguous && listings.length === 0 && u.intent !== "remove_saved")
    return whichOneAnswer(lookup.ambiguous.span, lookup.ambiguous.options);
  // "The cheapest one", "save the biggest": the listing shown that the fact picks (decision 054).
  if (u.pick) {
    if (u.intent === "save_venue") return savePickAnswer(ctx, listings, u.pick);
    // "Tell me more about the cheaper one": that listing's facts, not the ranking (sixth round).
    if (MORE_ABOUT.test(ctx.text) && listings[0]) return listingInfoAnswer(ctx, listings[0]);
    return pickAnswer(listings, u.pick, "I showed", ctx.text);
  }
  switch (u.intent) {
    case "remove_saved":
      return removeSavedAnswer(ctx, listings);
    case "compare": {
      // "Out of what we saved, which is the least expensive?": the saves ranked, the pick first (063).
      const pick =
        listings.length < 2 && SAVED_SAID.test(ctx.text) ? superlativeOf(normalize(ctx.text)) : undefined;
      if (pick) return pickAnswer(ranked(await savedListings(ctx, 10), pick), pick, "you've saved");
      const chosen =
        listings.length >= 2 ? listings : SAVED.test(ctx.text) ? await savedListings(ctx) : listings;
      if (chosen.length >= 1) {
        // A name that matched nothing is said, not silently dropped (decision 054).
        const unfound = (lookup?.missing ?? []).filter((m) =>
          u.names.some((n) => (n.typed ?? n.text) === m && (n.marked || m.includes(" "))),
        );
        const answer = await compareAnswer(ctx, chosen);
        if (unfound.length) return `${answer}\n\n${notFoundAnswer(unfound)}`;
        // A name two listings fit equally: asked after the comparison, not silently dropped.
        return lookup?.ambiguous
          ? `${answer}\n\n${whichOneAnswer(lookup.ambiguous.span, lookup.ambiguous.options)}`
          : answer;
      }
      if (lookup?.missing.length) return notFoundAnswer(lookup.missing);
      return "Which venues or vendors should I compare? Name two or three, or say “compare the first two” after I list some.";
    }
    case "capacity":
      // "What does it cost and how many can it seat": both facts, from the listing's own line (sixth round).
      if (listings.length === 1 && PRICE_TOO.test(ctx.text)) return listingInfoAnswer(ctx, listings[0]!);
      if (listings.length > 0) return capacityAnswer(ctx, listings);
      if (SAVED.test(ctx.text)) return savedFitAnswer(ctx);
      if (lookup?.missing.length && u.names.some((n) => n.marked)) return notFoundAnswer(lookup.missing);
      if (u.reference || /\b(it|the venue|this venue|that venue)\b/i.test(ctx.text)) return WHICH_LISTING;
      return undefined;
    case "listing_info":
      if (listings.length >= 2) return compareAnswer(ctx, listings);
      if (listings.length === 1)
        return CAPACITY_WORDS.test(ctx.text)
          ? capacityAnswer(ctx, listings)
          : listingInfoAnswer(ctx, listings[0]!);
      if (lookup?.missing.length && namedLikeListing(u.names)) return notFoundAnswer(lookup.missing);
      return undefined;
    case "unknown":
    case "explain":
      // A capitalised name nothing matched, in a message nothing else understood: said as typed.
      if (u.intent === "unknown" && listings.length === 0 && lookup?.missing.length)
        if (
          u.names.some((n) => n.marked && LISTING_NOUN.test(n.text)) ||
          u.names.some((n) => nameLikeListing(n.text))
        )
          return notFoundAnswer(lookup.missing);
      // A planning question that mentions a listing stays a planning question.
      if (listings.length === 0 || (u.intent === "explain" && u.score >= 3)) return undefined;
      return listings.length >= 2 ? compareAnswer(ctx, listings) : listingInfoAnswer(ctx, listings[0]!);
    default:
      // "Is Twin Maples Wine Estate in Columbus?": the listing a question names wins over the words around it.
      if (listings.length > 0 && (u.asksAboutName || u.listingQuestion))
        return listings.length >= 2
          ? compareAnswer(ctx, listings)
          : CAPACITY_WORDS.test(ctx.text)
            ? capacityAnswer(ctx, listings)
            : listingInfoAnswer(ctx, listings[0]!);
      return undefined;
  }
}

export async function composeOne(ctx: AnswerContext, image: string | undefined): Promise<string> {
  if (image) return imageAnswer(ctx, image);
  const u = ctx.understanding;
  // Questions for a lawyer, doctor or tax professional, other people's data, and actions outside June's
  // tools: said plainly with what she can do (sixth round). Booking needs a listing to be about.
  const limit = limitOf(normalize(ctx.text));
  if (limit && (limit !== "book" || ctx.lookup?.listings.length || BOOK_POINTER.test(ctx.text)))
    return limitAnswer(ctx, limit);
  // Names June asked for (issue #12): "Ada, Chidi and Emeka" completes the add request she couldn't make.
  if (u.intent === "unknown" || u.intent === "add_guest") {
    const request = namesFollowUp(ctx);
    if (request) return addGuestAnswer({ ...ctx, text: request });
  }
  if (u.dangling) return u.dangling;
  // "Should we move the wedding to Nashville? pros and cons": advice, never a proposal (sixth round).
  if (
    (WRITES.includes(u.intent) || PLAN_FACT.test(ctx.text)) &&
    u.intent !== "save_venue" &&
    adviceAboutChange(normalize(ctx.text))
  )
    return changeAdviceAnswer(ctx);
  // The ones shown under the cap first; then the same search under it, said as a search (fourth round).
  if (u.shownUnder !== undefined) {
    const shown = shownUnderAnswer(u.state.shown, u.shownUnder);
    if (u.intent === "find_venues")
      return `${shown}\n\nSearching again with the same filters: ${await venuesAnswer(ctx)}`;
    if (u.intent === "find_vendors")
      return `${shown}\n\nSearching again with the same filters: ${await vendorsAnswer(ctx)}`;
    return shown;
  }
  // A what-if, or a question about the value June just proposed: computed, never written (decision 054).
  // A head count supposed for listings ("if we invited 200, which venues would work?", "would our saved
  // venues still fit?") is answered by the listing composers with that count instead.
  const aboutListings = LISTING_INTENTS.includes(u.intent) && u.supposition?.kind === "guests";
  // "If we moved to 180 guests, does Windward Lodge still work?": the named venues at that count.
  if (u.supposition?.kind === "guests" && ctx.lookup?.listings.length && !aboutListings)
    return capacityAnswer(ctx, ctx.lookup.listings);
  // "Would Forge Event Hall fit 20 more people?": the named venues at the profile's count changed by that
  // many (decision 063).
  if (u.supposition?.kind === "guest_change" && ctx.lookup?.listings.length) {
    const now = (await ctx.tools.profile())?.guestCount;
    if (now && now + u.supposition.delta > 0) {
      const guests = now + u.supposition.delta;
      return capacityAnswer(
        { ...ctx, understanding: { ...u, entities: { ...u.entities, guests } } },
        ctx.lookup.listings,
      );
    }
  }
  if (u.supposition && !aboutListings && !ctx.lookup?.listings.length)
    return whatIfAnswer(ctx, u.supposition);
  // "What day of the week is june 13 2027", "…is that" after a date was said (decision 064).
  const weekday = WRITES.includes(u.intent) ? undefined : weekdayAnswer(ctx, normalize(ctx.text));
  if (weekday) return weekday;
  // "Remind me what date we set", "what city did we pick again": their own profile (decision 060).
  const fact = WRITES.includes(u.intent) ? undefined : profileFactQuestion(normalize(ctx.text));
  if (fact && !ctx.lookup?.listings.length) return profileFactAnswer(ctx, fact);
  // "Cost per guest?", "what's 12% of our total": computed from their own budget (fourth round).
  const own = WRITES.includes(u.intent) ? undefined : ownNumberQuestion(normalize(ctx.text));
  if (own && !ctx.lookup?.listings.length) return ownNumberAnswer(ctx, own);
  const aboutListing = await listingAnswer(ctx);
  if (aboutListing) return aboutListing;
  const clarify = clarifyingQuestion(u);
  if (clarify) return clarify;
  const e = u.entities;
  switch (u.intent) {
    case "greeting":
      return helpAnswer(ctx, { greeting: true });
    case "help":
      return helpAnswer(ctx);
    case "thanks":
      return thanksAnswer();
    case "next_steps":
      return nextStepsAnswer(ctx);
    case "days_left":
      return daysLeftAnswer(ctx);
    case "budget":
      return budgetAnswer(ctx);
    case "guests":
      return guestsAnswer(ctx);
    case "find_venues":
      if (e.outsideCity && !e.city) return outsideAnswer(e.outsideCity, "venues");
      return venuesAnswer(ctx);
    case "find_vendors":
      if (e.outsideCity && !e.city) return outsideAnswer(e.outsideCity, "vendors");
      return vendorsAnswer(ctx);
    case "saved_venues":
      // "Which of our saved venues is the cheapest?": the saves ranked by the fact (decision 054).
      if (superlativeOf(normalize(ctx.text))) {
        const pick = superlativeOf(normalize(ctx.text))!;
        return pickAnswer(ranked(await savedListings(ctx, 10), pick), pick, "you've saved");
      }
      // "Would our saved venues still fit 150?": the fit, not the list (decision 054).
      // "Are any of our saved venues too small", "room for everyone" (decision 064).
      if (
        /\b(fit|fits|seat|seats|hold|holds|accommodate|big enough|large enough|too small|too little|too tiny|room for|enough room|enough space|capacity|whole list|everyone)\b/i.test(
          ctx.text,
        )
      )
        return savedFitAnswer(ctx);
      return savedVenuesAnswer(ctx);
    case "save_venue":
      return saveVenueAnswer(ctx);
    case "add_guest":
      return addGuestAnswer(ctx);
    case "count_listings":
      return countAnswer(ctx);
    case "set_budget":
      return setBudgetAnswer(ctx);
    case "set_category":
      return setCategoryAnswer(ctx);
    case "update_profile":
      return updateProfileAnswer(ctx);
    case "out_of_scope":
      return outOfScopeAnswer(ctx);
    case "capacity":
      // No listing named: a search for venues that seat the number, else ask which.
      if (/\bvenues?\b/i.test(ctx.text) || e.guests !== undefined) return venuesAnswer(ctx);
      return WHICH_LISTING;
    case "compare":
    case "remove_saved":
      return WHICH_LISTING;
    case "listing_info":
    case "explain":
      if (
        e.outsideCity &&
        !e.city &&
        /\b(venues?|vendors?|photographers?|florists?|caterers?)\b/i.test(ctx.text)
      )
        return outsideAnswer(e.outsideCity);
      return explainAnswer(ctx);
    case "unknown":
      if (e.outsideCity && !e.city) return outsideAnswer(e.outsideCity);
      return explainAnswer(ctx, { strict: true });
  }
}
