import { contentTerms } from "../../../../lib/content-terms";
import { passageId } from "../../../../lib/passage-id";
import { coupleNames, longDate, sentences, shortDate, stem, stems } from "../format";
import { addDays, type AnswerContext } from "./context";
import { practiceQuestion, practiceTopic } from "../practice-question";

/**
 * Answers from the planning knowledge base: "explain a planning topic", the fallback for anything else,
 * and the plain "I don't know" when the guides have nothing relevant.
 */

export type GuidePassage = { id: string; guideSlug: string; guideTitle: string; title: string; body: string };

/** Words too common in wedding talk to count as evidence that a passage answers the question. */
const GENERIC = new Set(
  "wedding weddings wed married marry marrying plan planning day june couple couples good best ideas idea time make way really think should get getting going help anything something someone everything thing things ballpark estimate roughly approx approximately"
    .split(" ")
    .map(stem),
);

function queryStems(topic: string): string[] {
  return [...new Set(contentTerms(topic).map(stem))].filter((s) => !GENERIC.has(s));
}

type Scored = GuidePassage & { matched: number; headline: number; ratio: number; weight: number };

/**
 * Words every kind of wedding question uses ("book", "cost", "guests", "vendor"): evidence, but weaker than
 * the question's topic words ("hotel", "block", "tent", "licence"), so a passage that talks about the topic
 * outranks one that shares the incidental words (sixth round).
 */
const INCIDENTAL = new Set(
  "book booking booked need needs cost costs price prices much many long guest guests vendor vendors venue venues caterer caterers photographer florist usual usually typical typically average normal normally around here people want give get due"
    .split(" ")
    .map(stem),
);
const weightOf = (t: string) => (INCIDENTAL.has(t) ? 0.5 : 1);

function score(p: GuidePassage & { keywords?: string }, terms: string[]): Scored {
  const head = stems(`${p.title} ${p.keywords ?? ""}`);
  const body = stems(p.body);
  const all = stems(`${p.title} ${p.keywords ?? ""} ${p.body}`);
  const matched = terms.filter((t) => all.has(t)).length;
  const headline = terms.filter((t) => head.has(t)).length;
  // The ranking weight: topic words over incidental ones, and a word the passage's text uses over one only
  // its keywords list (a timeline stage lists "hotel block"; the passage on hotel blocks talks about it).
  const sum = (pick: (t: string) => number) => terms.reduce((total, t) => total + weightOf(t) * pick(t), 0);
  const weight =
    sum((t) => (body.has(t) || stems(p.title).has(t) ? 1 : all.has(t) ? 0.5 : 0)) +
    0.5 * sum((t) => (head.has(t) ? 1 : 0));
  return { ...p, matched, headline, weight, ratio: terms.length ? matched / terms.length : 0 };
}

/**
 * The guide of questions to ask vendors answers "what should we ask…", not the fact itself: its passages
 * rank below one that states the practice (the service charge, the retainer) unless the couple asks what to
 * ask (sixth round).
 */
function askListPenalty(p: Scored, topic: string): number {
  return p.guideSlug === "vendor-questions" && !/\b(ask|asking|questions?)\b/i.test(topic) ? 1 : 0;
}

/** Compound words the guides write apart ("headcount" → "head count"), so the query finds their passages. */
const APART: [RegExp, string][] = [
  [/\bheadcount\b/g, "head count guest count"],
  [/\bper plate\b/g, "per person"],
  [/\bfinal (numbers?|guest numbers?)\b/g, "final count"],
  // How the guides say a deadline and a follow-up (decision 063): "need to be back" is the RSVP deadline;
  // nudging, chasing and reminding are the reminder and the follow-up they describe.
  [/\b(need to be|needs to be|have to be|has to be|due|be|come) back\b/g, "deadline"],
  [/\b(nudge|nudging|chase|chasing|hound|hounding|pester|pestering)\b/g, "remind reminder follow up"],
  [/\blicen[cs]e\b/g, "licence license"],
  // Ninth round: the words couples use for what the guides say otherwise.
  // "How many weeks before should the rsvp deadline be": the deadline is set weeks before the day.
  [
    /\b(weeks?|months?|days?) (before|ahead|out)\b(?=.*\b(rsvps?|repl(y|ies))\b)/g,
    "set deadline weeks before the day",
  ],
  // "Single friends", "unattached guests": the plus-one rule for guests who won't know anyone.
  [/\b(single|unmarried|unattached|solo|dateless)\b/g, "guests who won't know anyone"],
  // "Weekday discounts": the guides name Fridays, Sundays and off-peak dates.
  [/\bweekdays?\b/g, "fridays sundays off-peak"],
  // "Sort out suits", "get the tux": ordered and reserved in the timeline.
  [/\b(sort(ed)? out|get sorted|figure out)\b/g, "order"],
  [/\btux(es|edos?)?\b/g, "tuxedos suits"],
  // "Buy the wedding gown": the timeline shops for attire and orders the gown.
  [/\b(gown|wedding dress|bridal gown)\b/g, "attire gown wedding dress"],
  [/\bbuy(ing)?\b/g, "shopping order"],
  // "Come up with a hashtag": the phrasal verb is "create", never the guests who "come".
  [/\b(come|coming|came) up with\b/g, "create"],
];
export const spelledApart = (topic: string) =>
  APART.reduce((t, [re, words]) => t.replace(re, words), topic.toLowerCase());

/**
 * The passages that answer `topic`: through the planning_guide tool (as any engine would), or straight
 * from the knowledge base when the request has no such tool or the tool's stricter search found nothing.
 * Ranked again by how many of the question's words each passage covers; only relevant ones are kept.
 */
export async function lookupGuide(
  ctx: AnswerContext,
  topic: string,
  { max = 2, strict = false } = {},
): Promise<GuidePassage[]> {
  topic = spelledApart(topic);
  const terms = queryStems(topic);
  if (terms.length === 0) return [];
  const query = contentTerms(topic)
    .filter((w) => !GENERIC.has(stem(w)))
    .slice(0, 8)
    .join(" ");
  let found: (GuidePassage & { keywords?: string })[] = [];
  const viaTool = await ctx.tools.call("planning_guide", { topic: query });
  if (viaTool) found = viaTool.passages.map((p) => ({ ...p, id: passageId(p.guideSlug, p.title) }));
  // The tool returns few passages; the engine's own wider retrieval catches what an all-words search misses.
  const wider = await ctx.knowledge.search(query, 6);
  for (const p of wider) if (!found.some((f) => f.id === p.id)) found.push(p);
  const keywordsById = new Map(wider.map((p) => [p.id, p.keywords]));
  const scored = found
    .map((p) => score({ ...p, keywords: p.keywords ?? keywordsById.get(p.id) }, terms))
    // Relevant: covers most of the question, or several of its words with one in the passage's title or
    // keywords. For a message no intent recognised (strict), at least half of its words must be covered.
    .filter((p) => p.ratio >= 0.6 || (p.headline >= 1 && (p.ratio >= 0.5 || (!strict && p.matched >= 2))))
    .map((p) => ({ ...p, weight: p.weight - askListPenalty(p, topic) }))
    .sort((a, b) => b.weight - a.weight);
  const best = scored[0];
  if (!best) return [];
  // A second passage only when it is nearly as relevant: as many of the question's words, and close in weight.
  return scored
    .filter(
      (p, i) =>
        i === 0 || p.weight >= best.weight || (p.matched >= best.matched && p.weight >= best.weight - 0.5),
    )
    .slice(0, max);
}

/** A passage quoted concisely: whole when short (or a list), else the sentences that answer the question. */
export function quote(p: GuidePassage, topic: string): string {
  const body = p.body.trim();
  // Short passages, lists and legal information are quoted whole: cutting them loses the point.
  if (body.length <= 480 || /^- /m.test(body) || /^General information only/.test(body)) return body;
  const terms = new Set(queryStems(topic));
  const all = sentences(body);
  const ranked = all
    .map((s, i) => ({ s, i, hits: [...stems(s)].filter((w) => terms.has(w)).length }))
    .sort((a, b) => b.hits - a.hits || a.i - b.i);
  const indexes = new Set(
    ranked
      .filter((r) => r.hits > 0)
      .slice(0, 3)
      .map((r) => r.i),
  );
  // A sentence that leans on the one before it ("Then…", "Once…") brings that one along.
  for (const i of [...indexes])
    if (i > 0 && /^(Then|Once|But|And|So|Still|This|That|It)\b/.test(all[i]!)) indexes.add(i - 1);
  const picked = [...indexes].sort((a, b) => a - b).map((i) => all[i]!);
  const chosen = picked.length > 0 ? picked : all.slice(0, 2);
  return chosen.join(" ");
}

/** Dates the couple can act on, for passages that give a lead time. */
const LEAD_TIMES: Record<string, { what: string; fromDays: number; toDays: number }> = {
  "etiquette:when-to-send-invitations": { what: "mail your invitations", fromDays: 56, toDays: 42 },
  "etiquette:save-the-dates": { what: "send save-the-dates", fromDays: 243, toDays: 182 },
  "etiquette:rsvps-and-replies": { what: "set your RSVP deadline", fromDays: 28, toDays: 21 },
  "etiquette:thank-you-notes": { what: "finish thank-you notes", fromDays: 0, toDays: -90 },
};

async function personalLeadTime(ctx: AnswerContext, passageId: string): Promise<string | undefined> {
  const lead = LEAD_TIMES[passageId];
  if (!lead) return undefined;
  const days = await ctx.tools.call("days_to_wedding", {});
  if (!days?.weddingDate || days.days === null) return undefined;
  const from = addDays(days.weddingDate, -lead.fromDays);
  const to = addDays(days.weddingDate, -lead.toDays);
  if (lead.toDays < 0)
    return `With your wedding on ${longDate(days.weddingDate)}, aim to ${lead.what} by ${shortDate(to)}.`;
  return `With your wedding on ${longDate(days.weddingDate)}, that means you should ${lead.what} between ${shortDate(from)} and ${shortDate(to)}.`;
}

/**
 * "When do invites go out vs save the dates?": two planning topics side by side (decision 049) — each side
 * looked up on its own, so both passages answer, not just the one that shares more words with the whole.
 */
async function twoTopics(ctx: AnswerContext, topic: string): Promise<GuidePassage[] | undefined> {
  const sides = topic
    .replace(/^.*\bdifference between\b/i, "")
    .split(/\s+(?:vs\.?|versus|compared (?:to|with)|and)\s+/i)
    .map((x) => x.replace(/[?!.]+$/, "").trim());
  if (!/\b(vs\.?|versus|compared (to|with)|difference between)\b/i.test(topic) || sides.length !== 2)
    return undefined;
  const [a, b] = await Promise.all(sides.map((side) => lookupGuide(ctx, side, { max: 1 })));
  if (!a?.[0] || !b?.[0] || a[0].id === b[0].id) return undefined;
  return [a[0], b[0]];
}

export async function explainAnswer(ctx: AnswerContext, { strict = false } = {}): Promise<string> {
  const asked = ctx.understanding.topic.toLowerCase();
  // A practice question names a vendor to say who; the guide is looked up by the practice (decision 060).
  const topic = practiceQuestion(asked) ? practiceTopic(asked) : ctx.understanding.topic;
  const passages = (await twoTopics(ctx, topic)) ?? (await lookupGuide(ctx, topic, { strict }));
  if (passages.length === 0) return dontKnow(ctx);
  const [first, ...more] = passages;
  const parts = [
    strict
      ? `I'm not sure I have an exact answer, but this part of our **${first!.guideTitle}** guide looks relevant — **${first!.title}**:`
      : `From our **${first!.guideTitle}** guide — **${first!.title}**:`,
    quote(first!, topic),
  ];
  const personal = await personalLeadTime(ctx, first!.id);
  if (personal) parts.push(personal);
  for (const p of more) parts.push(`And from **${p.guideTitle}** — **${p.title}**:`, quote(p, topic));
  return parts.join("\n\n");
}

const CAN_HELP = [
  "find venues by city, guest count, style or price",
  "find vendors (photographers, florists, DJs and bands, caterers and more)",
  "check your budget and where it goes",
  "count your guests and RSVPs (per event and meal) and add guests to your list",
  "tell you what to do next for your date",
  "explain planning topics like invitations, tipping or marriage licences in Ohio and Tennessee",
];

export function dontKnow(_ctx: AnswerContext): string {
  return [
    "I don't know that one, and I'd rather not guess. My planning guides and your wedding details don't cover it.",
    `Here's what I can help with: ${CAN_HELP.slice(0, 4).join("; ")}; or ${CAN_HELP[5]}.`,
  ].join("\n\n");
}

export async function helpAnswer(ctx: AnswerContext, { greeting = false } = {}): Promise<string> {
  const profile = await ctx.tools.profile();
  const names = coupleNames(profile);
  const hello = greeting ? (names ? `Hi ${names}! ` : "Hi there! ") : "";
  return [
    `${hello}I'm June, your wedding planner. I work from your own plan and the live listings on June Weddings. I can:`,
    CAN_HELP.map((c) => `- ${c[0]!.toUpperCase()}${c.slice(1)}`).join("\n") +
      "\n- Save a venue to your list (you confirm first)\n- Read the colours of an inspiration photo and suggest a palette, flowers and florists",
    "Try: “What should we do next?”, “Find barn venues for 150 guests” or “When should we send invitations?”",
  ].join("\n\n");
}

export function thanksAnswer(): string {
  return "You're welcome! Ask me anytime — about venues, vendors, your budget, guests or what comes next.";
}

/** The knowledge passages with these ids, in order (timeline stages, the budget split). */
export async function passagesById(ctx: AnswerContext, ids: string[]): Promise<GuidePassage[]> {
  return ctx.knowledge.byIds(ids);
}
