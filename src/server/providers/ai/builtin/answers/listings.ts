import { vendorCategories } from "@shared/catalog";
import { venueStyles, type VenueStyle } from "@shared/marketplace-catalog";
import { countText } from "@shared/rules/june-tool-phrases";
import type { ToolIO } from "../../types";
import { extractVenueReference, normalize } from "../entities";
import { dialogueState, referred, superlativeOf } from "../dialogue-state";
import { nameMatch } from "../listing-names";
import { capitalize, categoryName, cityName, list, plain, plural, usd } from "../format";
import type { AnswerContext } from "./context";
import { vendorPickAnswer, venuePickAnswer } from "./search-pick";

/** Venue and vendor answers: searches, saved venues and the confirm-first save, all through the tools. */

type VenueInput = ToolIO["search_venues"]["input"];
type VenueOutput = ToolIO["search_venues"]["output"];
type VendorInput = ToolIO["search_vendors"]["input"];

const SHOWN = 5;

/** A price ceiling in words: "under $16,250" for the one "the cheaper ones" sets (decision 049), else "from $X or less". */
const priceCap = (max: number) =>
  (max + 1) % 50 === 0 ? `under ${usd(max + 1)}` : `from ${usd(max)} or less`;

function venueFilters(input: VenueInput, defaults: { guests: boolean; city: boolean }, count = 2): string {
  const parts = [
    input.setting ? `${input.setting}` : undefined,
    input.style ? `${input.style}` : undefined,
    count === 1 ? "venue" : "venues",
    input.city ? `in ${cityName(input.city)}${defaults.city ? " (your city)" : ""}` : undefined,
    input.guests
      ? `that seat${count === 1 ? "s" : ""} ${input.guests}+${defaults.guests ? " (your guest count)" : ""}`
      : undefined,
    input.maxPrice !== undefined ? priceCap(input.maxPrice) : undefined,
  ];
  return parts.filter(Boolean).join(" ");
}

/** The venues page showing exactly what June found: the style is searched as words there too (issue #18). */
function venueLink(input: VenueInput): string {
  const q = new URLSearchParams();
  if (input.style) q.set("q", input.style);
  if (input.city) q.set("city", input.city);
  if (input.guests) q.set("guests", String(input.guests));
  if (input.maxPrice !== undefined) q.set("maxPrice", String(input.maxPrice));
  if (input.setting) q.set("setting", input.setting);
  const qs = q.toString();
  return `/venues${qs ? `?${qs}` : ""}`;
}

function venueLines(results: VenueOutput["results"]): string {
  return results
    .slice(0, SHOWN)
    .map(
      (v, i) =>
        `${i + 1}. **[${plain(v.name)}](/venues/${v.slug})** — ${plain(v.neighborhood)}, ${cityName(v.cityId)} · seats ${v.capacitySeated} · from ${usd(v.priceFrom)}${v.styles.length ? ` · ${v.styles.join(", ")}` : ""}`,
    )
    .join("\n");
}

/**
 * "Venues that suit our style", "which photographer fits our vibe": a question about the couple's own
 * style that names none (issue #15). June then uses the style quiz's result, and says so.
 */
const OWN_STYLE =
  /\b((our|my) (own )?(style|vibe|taste|aesthetic|look|theme)|(suits?|fits?|matche?s?|match) (us|our (style|vibe|taste))|style quiz|(our|my) quiz)\b/i;

type ProfileFacts = Awaited<ReturnType<AnswerContext["tools"]["profile"]>>;

/** The quiz's result when this message asks about the couple's own style without naming one. */
function quizStyleFor(ctx: AnswerContext, profile: ProfileFacts) {
  if (ctx.understanding.entities.style || !OWN_STYLE.test(ctx.text)) return undefined;
  const quiz = profile?.styleQuiz;
  return quiz && (venueStyles as readonly string[]).includes(quiz.style)
    ? { ...quiz, style: quiz.style as VenueStyle }
    : undefined;
}

const QUIZ_INVITE =
  "Take the [style quiz](/planning-quiz) and I'll use its result whenever you ask for venues or vendors that suit your style.";

export async function venuesAnswer(ctx: AnswerContext): Promise<string> {
  // "The cheapest venue in Columbus": the site's sort picks it (fourth round).
  const pick = superlativeOf(normalize(ctx.text));
  const picked = pick ? await venuePickAnswer(ctx, pick) : undefined;
  if (picked) return picked;
  const e = ctx.understanding.entities;
  const profile = await ctx.tools.profile();
  const quiz = quizStyleFor(ctx, profile);
  const quizLine = quiz
    ? `Your style quiz says **${plain(quiz.label)}**, so I looked for ${quiz.style} venues.`
    : undefined;
  const noQuiz = !e.style && OWN_STYLE.test(ctx.text) && !profile?.styleQuiz ? QUIZ_INVITE : undefined;
  const defaults = {
    city: !e.city && !!profile?.cityId,
    guests: e.guests === undefined && !!profile?.guestCount,
  };
  const input: VenueInput = {
    city: e.city ?? profile?.cityId ?? undefined,
    guests: e.guests ?? profile?.guestCount ?? undefined,
    maxPrice: e.money && !(e.money.isBudget && !e.money.isCeiling) ? e.money.amount : undefined,
    style: e.style ?? quiz?.style,
    setting: e.setting,
  };
  for (const k of Object.keys(input) as (keyof VenueInput)[]) if (input[k] === undefined) delete input[k];
  const found = await ctx.tools.call("search_venues", input);
  if (!found) return "I can't search venues right now.";
  if (found.total > 0) {
    const shown = Math.min(found.results.length, SHOWN);
    return [
      quizLine,
      `I found **${countText(found.total, found.totalIsLowerBound)}** ${venueFilters(input, defaults, found.total)}${found.total > shown ? ` — here are the top ${shown}` : ""}:`,
      venueLines(found.results),
      `[See ${found.total > shown ? `all ${countText(found.total, found.totalIsLowerBound)}` : "them"} on the venues page](${venueLink(input)}) · Say “save” and a venue's name to add it to your list.`,
      noQuiz,
    ]
      .filter(Boolean)
      .join("\n\n");
  }

  // Nothing matches everything: say so, then loosen one filter at a time — what came from the profile
  // first (the couple didn't ask for it just now), then price, style, setting and capacity.
  const loosen: [keyof VenueInput, string][] = [
    ["maxPrice", "the price limit"],
    ["style", "the style"],
    ["setting", "the indoor/outdoor choice"],
    ["guests", "the guest count"],
  ];
  if (defaults.guests) loosen.unshift(loosen.pop()!);
  const parts = [
    ...(quizLine ? [quizLine] : []),
    `I couldn't find any ${venueFilters(input, defaults)} on June Weddings.`,
  ];
  let relaxed: VenueInput = { ...input };
  for (const [key, label] of loosen) {
    if (relaxed[key] === undefined) continue;
    relaxed = { ...relaxed };
    delete relaxed[key];
    const again = await ctx.tools.call("search_venues", relaxed);
    if (again && again.total > 0) {
      parts.push(
        `Without ${label}, ${plural(again.total, "venue")} fit — here are a few:`,
        venueLines(again.results),
      );
      parts.push(`[See them on the venues page](${venueLink(relaxed)})`);
      return parts.join("\n\n");
    }
  }
  parts.push(
    "Try another city or fewer filters, or ask me for venues in Cleveland, Columbus, Cincinnati or Nashville.",
  );
  return parts.join("\n\n");
}

function vendorListPath(city: string | undefined, category: string | undefined): string {
  if (city && category) return `/${city}/vendors/${category}`;
  if (category) return `/vendors/${category}`;
  if (city) return `/${city}/vendors`;
  return "/vendors";
}

export async function vendorsAnswer(ctx: AnswerContext): Promise<string> {
  const pick = superlativeOf(normalize(ctx.text));
  const picked = pick ? await vendorPickAnswer(ctx, pick) : undefined;
  if (picked) return picked;
  const e = ctx.understanding.entities;
  const profile = await ctx.tools.profile();
  const quiz = quizStyleFor(ctx, profile);
  // Vendors have no style filter: June passes the quiz's words on, as facts for the couple's messages.
  const styleTip = quiz
    ? `Your style quiz says **${plain(quiz.label)}**: when you write to them, mention ${list(quiz.keywords.slice(0, 3).map(plain), "and")}, so they can show you work in that style.`
    : !e.style && OWN_STYLE.test(ctx.text) && !profile?.styleQuiz
      ? QUIZ_INVITE
      : undefined;
  const input: VendorInput = {};
  const city = e.city ?? profile?.cityId ?? undefined;
  if (city) input.city = city;
  if (e.category) input.category = e.category;
  if (e.money && !(e.money.isBudget && !e.money.isCeiling)) input.maxPrice = e.money.amount;
  const found = await ctx.tools.call("search_vendors", input);
  if (!found) return "I can't search vendors right now.";
  const what = e.category ? categoryName(e.category) : "vendors";
  const where = city ? ` in ${cityName(city)}${!e.city ? " (your city)" : ""}` : "";
  const price = input.maxPrice !== undefined ? ` ${priceCap(input.maxPrice)}` : "";
  if (found.total === 0) {
    const parts = [`I couldn't find any ${what}${where}${price} on June Weddings.`];
    if (input.maxPrice !== undefined) {
      const again = await ctx.tools.call("search_vendors", { ...input, maxPrice: undefined });
      if (again && again.total > 0) {
        parts.push(
          `Without the price limit, ${plural(again.total, "listing")} fit — the lowest starting prices are worth a call:`,
          vendorLines(again.results),
        );
        return parts.join("\n\n");
      }
    }
    parts.push(
      "Try another city or category — I know the vendors in Cleveland, Columbus, Cincinnati and Nashville.",
    );
    return parts.join("\n\n");
  }
  const shown = Math.min(found.results.length, SHOWN);
  const parts = [
    `I found **${countText(found.total, found.totalIsLowerBound)}** ${found.total === 1 && e.category ? categoryName(e.category, { singular: true }) : what}${where}${price}${found.total > shown ? ` — here are the top ${shown}` : ""}:`,
    vendorLines(found.results),
    `[See ${found.total > shown ? `all ${countText(found.total, found.totalIsLowerBound)}` : "them"} on June Weddings](${vendorListPath(city, e.category)})`,
  ];
  if (styleTip) parts.push(styleTip);
  if (!e.category)
    parts.push(
      `Tell me a category to narrow it down: ${list(
        vendorCategories.slice(0, 6).map((c) => c.name.toLowerCase()),
        "or",
      )}…`,
    );
  return parts.join("\n\n");
}

function vendorLines(results: ToolIO["search_vendors"]["output"]["results"]): string {
  return results
    .slice(0, SHOWN)
    .map((v, i) => {
      const tagline = plain(v.tagline);
      return `${i + 1}. **[${plain(v.businessName)}](/vendor/${v.slug})** — ${capitalize(categoryName(v.categorySlug, { singular: true }))}, ${cityName(v.cityId)} · from ${usd(v.priceFrom)}${tagline ? ` · “${tagline.length > 90 ? `${tagline.slice(0, 87)}…` : tagline}”` : ""}`;
    })
    .join("\n");
}

export async function savedVenuesAnswer(ctx: AnswerContext): Promise<string> {
  const saved = await ctx.tools.call("saved_venues", {});
  if (!saved || saved.venues.length === 0) {
    return "You haven't saved any venues yet. Ask me to find venues — for example “find garden venues for 120 guests” — and say “save” with a name to add one.";
  }
  const lines = saved.venues
    .map(
      (v, i) =>
        `${i + 1}. **[${plain(v.name)}](/venues/${v.slug})** — ${cityName(v.cityId)} · from ${usd(v.priceFrom)}${v.styles.length ? ` · ${v.styles.join(", ")}` : ""}`,
    )
    .join("\n");
  return [
    `You've saved ${plural(saved.venues.length, "venue")}${saved.venues.length >= 5 ? " (your 5 most recent)" : ""}:`,
    lines,
    "[Compare them side by side](/compare-venues) or book a tour from a venue's page.",
  ].join("\n\n");
}

const normalizeName = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\b(the|venue)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Venue slugs linked in the latest assistant reply, in order ("save the second one"). */
function slugsFromLastReply(ctx: AnswerContext): string[] {
  const last = [...ctx.history].reverse().find((t) => t.role === "assistant");
  if (!last) return [];
  return [...new Set([...last.content.matchAll(/\]\(\/venues\/([a-z0-9-]+)\)/g)].map((m) => m[1]!))];
}

export async function proposeSave(ctx: AnswerContext, slug: string, fallbackName: string): Promise<string> {
  const out = await ctx.tools.call("save_venue", { venueSlug: slug });
  if (!out) return "I can't save venues right now.";
  if ("action" in out) {
    ctx.tools.propose(out.action);
    return `I can save **[${plain(out.action.venueName)}](/venues/${out.action.venueSlug})** to your saved venues. Please confirm below — nothing is saved until you do.`;
  }
  if (/already/i.test(out.error)) return `**${plain(fallbackName)}** is already in your saved venues.`;
  return `I couldn't save “${plain(fallbackName)}”: it isn't a published venue on June Weddings.`;
}

export async function saveVenueAnswer(ctx: AnswerContext): Promise<string> {
  // "The last one — save it", "save that final one": the venue at that place in June's last list (063).
  const u = ctx.understanding;
  if (u.reference?.to === "ordinal" && u.reference.positions.length === 1) {
    const [shown] = referred(u.state, u.reference);
    if (shown?.kind === "venue") return proposeSave(ctx, shown.slug, shown.name);
  }
  const ref = extractVenueReference(ctx.text);
  if (!ref) return "Which venue should I save? Tell me its name, e.g. “save Lakeview Glasshouse”.";
  if (ref.ordinal !== undefined) {
    const slugs = slugsFromLastReply(ctx);
    if (slugs.length === 0)
      return "Which venue should I save? Tell me its name, e.g. “save Lakeview Glasshouse”.";
    if (ref.ordinal === -1 && slugs.length > 1)
      return `Which one should I save? Say “save the first one”, “save the second one”… or the venue's name.`;
    const slug =
      ref.ordinal === -1 ? slugs[0] : ref.ordinal === 0 ? slugs[slugs.length - 1] : slugs[ref.ordinal - 1];
    if (!slug) return `My last list had only ${plural(slugs.length, "venue")}. Which one should I save?`;
    const shown = dialogueState(ctx.history.slice(0, -1)).shown.find((s) => s.slug === slug);
    return proposeSave(ctx, slug, shown?.name ?? slug);
  }
  const name = ref.name!;
  const found = await ctx.tools.call("search_venues", { query: name.slice(0, 100) });
  const wanted = normalizeName(name);
  const results = found?.results ?? [];
  const exact = results.filter((v) => normalizeName(v.name) === wanted);
  const partial = results.filter((v) => {
    const n = normalizeName(v.name);
    return n.includes(wanted) || wanted.includes(n);
  });
  // Several partial matches: the one in the couple's city, if only one is there.
  const profile = partial.length > 1 && exact.length === 0 ? await ctx.tools.profile() : undefined;
  const local = profile?.cityId ? partial.filter((v) => v.cityId === profile.cityId) : [];
  // A name typed with a typo (issue #16): the one result whose whole name the words match.
  const typoMatches =
    exact.length === 0 && partial.length === 0
      ? results.filter((v) => nameMatch(name, v.name)?.full && (nameMatch(name, v.name)?.score ?? 0) >= 0.8)
      : [];
  const match =
    exact.length === 1
      ? exact[0]
      : exact.length === 0 && partial.length === 1
        ? partial[0]
        : exact.length === 0 && local.length === 1
          ? local[0]
          : typoMatches.length === 1
            ? typoMatches[0]
            : undefined;
  if (match) return proposeSave(ctx, match.slug, match.name);
  const candidates = exact.length > 1 ? exact : partial.length > 1 ? partial : results;
  if (candidates.length === 0) {
    return `I couldn't find a venue called “${plain(name)}” on June Weddings. Check the spelling, or ask me to find venues and save one from the list.`;
  }
  return [
    `I found more than one venue that could be “${plain(name)}”. Which one should I save?`,
    venueLines(candidates),
    "Say “save the first one”, “save the second one”… or the full name.",
  ].join("\n\n");
}
