import { normalize } from "../entities";
import { editDistance } from "@shared/rules/edit-distance";
import type { ToolIO } from "../../types";
import { list, plain, plural } from "../format";
import { missingNames, parseGuestRequest } from "../guest-request";
import { rsvpFigure, type RsvpFigure } from "../rsvp-figure";
import type { AnswerContext } from "./context";
import { passagesById, quote } from "./knowledge";

/**
 * Guest list answers (issues #4, #12) from guest_stats — overall, per event, meals, who hasn't answered —
 * and the add-a-household flow over add_guests, which only proposes: the couple confirms under the reply.
 * Every number and name comes from the tools; names the couple typed are shown as plain text.
 */

type Stats = ToolIO["guest_stats"]["output"];
type EventCounts = Stats["events"][number];

export const GUEST_LIST_LINK = "[your guest list](/planning/guest-list-manager)";

const words = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** Same word, or one typo in a word of 5+ letters (decision 022's rule): "rehersal" is "rehearsal". */
const sameWord = (a: string, b: string) =>
  a === b || a === `${b}s` || (a.length >= 5 && b.length >= 5 && editDistance(a, b) <= 1);
const FILLER = new Set(["the", "and", "of", "our", "party"]);

/**
 * The couple's event the message is about: every word of its name, or a word only it has ("rehearsal"),
 * typed with at most one typo per long word. Undefined when none, or when two events fit equally.
 */
export function eventInMessage(text: string, events: EventCounts[]): EventCounts | undefined {
  const said = words(text);
  const scored = events.map((e) => {
    const name = words(e.name).filter((w) => !FILLER.has(w));
    const hits = name.filter((w) => said.some((s) => sameWord(s, w))).length;
    return { e, hits, all: name.length > 0 && hits === name.length };
  });
  const full = scored.filter((s) => s.all);
  if (full.length >= 1) return full.sort((a, b) => b.hits - a.hits)[0]!.e;
  const some = scored.filter((s) => s.hits > 0);
  return some.length === 1 ? some[0]!.e : undefined;
}

/** An event-like word the couple typed that none of their events has ("brunch" without a brunch). */
const EVENT_WORD =
  /\b(ceremony|reception|rehearsal|rehersal|dinner|brunch|welcome party|after ?party|luncheon|cocktail hour|cocktails|shower|bachelorette|bachelor)\b/i;

const MEAL_WORD =
  /\b(meals?|entr[eé]es?|menu|food|dinner choices?|chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta|plant[- ]based|kids'? meals?)\b/i;
const WHO_PENDING =
  /\b(who|which|names?|list)\b.*\b(not|n't|nt|still|yet|pending|waiting|chase|follow(ed)? up|missing|outstanding|answer|respond|repl|rsvp)/i;

const eventLine = (e: EventCounts) =>
  `**${plain(e.name)}**: ${e.attending} attending, ${e.declined} declined and ${e.pending} pending (${plural(e.invited, "guest")} invited)`;

function mealLines(stats: Stats): string[] {
  const chosen = stats.meals.filter((m) => m.meal);
  const none = stats.meals.find((m) => !m.meal);
  return [
    ...chosen.map((m) => `- ${plain(m.meal)}: ${m.count}`),
    ...(none ? [`- No choice yet: ${none.count}`] : []),
  ];
}

/** Meal words a couple asks about, chosen by someone or not ("chicken vs fish"). */
const MEAL_NAMES = /\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta|lamb|pork|tofu)\b/gi;

async function emptyListAnswer(ctx: AnswerContext): Promise<string> {
  const profile = await ctx.tools.profile();
  const planned = profile?.guestCount ?? null;
  const [building] = await passagesById(ctx, ["guest-list:building-the-guest-list"]);
  return [
    planned
      ? `Your guest list is empty so far — you planned for about **${planned} guests**.`
      : "Your guest list is empty so far, and there's no guest count on your profile yet.",
    building ? `A tip from our **${building.guideTitle}** guide: ${quote(building, "start circles")}` : "",
    "I can add people for you — try “add my aunt Maria Lopez” or “add Chris and Sam Lee”.",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function pendingNames(stats: Stats): string {
  const p = stats.pendingHouseholds;
  if (p.count === 0) return "Everyone on your list has answered. 🎉";
  const names = p.names.map((n) => `**${plain(n)}**`);
  const more = p.count - p.names.length;
  return `${plural(p.count, "household")} ${p.count === 1 ? "hasn't" : "haven't"} answered yet (${plural(stats.pending, "guest")}): ${list(more > 0 ? [...names, `${more} more`] : names)}.${more > 0 ? ` Filter ${GUEST_LIST_LINK} by Pending to see them all.` : ""}`;
}

function perEventAnswer(ctx: AnswerContext, stats: Stats): string | undefined {
  // "Ceremony vs reception": each event named, side by side, and which has more (decision 064).
  const named = stats.events.filter((e) => eventInMessage(ctx.text, [e]) === e);
  if (named.length >= 2) {
    const [most, next] = [...named].sort((a, b) => b.attending - a.attending);
    const lead =
      most!.attending === next!.attending
        ? "The same number is coming to each."
        : `**${plain(most!.name)}** has the most coming (${most!.attending}).`;
    return `${named.map((e) => `- ${eventLine(e)}`).join("\n")}\n\n${lead}`;
  }
  const event = eventInMessage(ctx.text, stats.events);
  if (event) {
    const parts = [`${eventLine(event)}.`];
    if (event.pending > 0 && /\b(who|which)\b/i.test(ctx.text))
      parts.push(`For names, filter ${GUEST_LIST_LINK} by ${plain(event.name)} and Pending.`);
    return parts.join(" ");
  }
  const typed = EVENT_WORD.exec(ctx.text)?.[0];
  const asksEach = /\b(each|every|per|by) event\b|\bevents\b/i.test(ctx.text);
  if (!typed && !asksEach) return undefined;
  if (stats.events.length === 0)
    return `You haven't added your wedding's events (ceremony, reception…) to ${GUEST_LIST_LINK} yet, so I can only count the whole list: **${stats.attending} attending**, **${stats.pending} pending** and **${stats.declined} declined**.`;
  const lines = stats.events.map((e) => `- ${eventLine(e)}`).join("\n");
  if (typed && !asksEach && !MEAL_WORD.test(typed))
    return `You don't have an event called “${plain(typed)}”. Here are your events:\n\n${lines}`;
  return `Here's each event:\n\n${lines}`;
}

function mealAnswer(ctx: AnswerContext, stats: Stats): string | undefined {
  const said = words(ctx.text);
  const named = stats.meals.filter((m) => m.meal && said.some((w) => words(m.meal).includes(w)));
  if (named.length === 0 && !MEAL_WORD.test(ctx.text)) return undefined;
  if (stats.meals.every((m) => !m.meal) || stats.attending === 0)
    return "No one has chosen a meal yet — meal choices come in with the RSVPs of attending guests.";
  // Meals asked about that no one chose yet are counted too: "chicken vs fish" with no chicken → 0.
  const unchosen = [...new Set((ctx.text.match(MEAL_NAMES) ?? []).map((w) => w.toLowerCase()))].filter(
    (w) => !stats.meals.some((m) => words(m.meal).includes(w)),
  );
  const asked = [
    ...named.map((m) => `**${m.count}** chose ${plain(m.meal)}`),
    ...unchosen.map((w) => `**0** chose ${w}`),
  ];
  const head = asked.length
    ? `Of your ${plural(stats.attending, "attending guest")}, ${list(asked)}.`
    : `Meal choices of your ${plural(stats.attending, "attending guest")}:`;
  return [head, mealLines(stats).join("\n")].join("\n\n");
}

/** A count per household rather than per person. */
export const HOUSEHOLDS_ASKED =
  /\bhow many (households|families|homes|invitations|invites|envelopes|addresses|save[- ]the[- ]dates)\b|\b(number|count) of (households|families|invitations|invites|envelopes)\b/;

export async function guestsAnswer(ctx: AnswerContext): Promise<string> {
  const stats = await ctx.tools.call("guest_stats", {});
  if (!stats || stats.total === 0) return emptyListAnswer(ctx);

  const perEvent = perEventAnswer(ctx, stats);
  const meals = mealAnswer(ctx, stats);
  const who = WHO_PENDING.test(ctx.text) ? pendingNames(stats) : undefined;
  if (perEvent || meals || who) return [perEvent, meals, who].filter(Boolean).join("\n\n");

  // "How many haven't gotten back to us", "our turnout so far", "headcount right now": that figure first (063).
  const figure = rsvpFigure(normalize(ctx.text));
  if (figure === "pending" && stats.pending > 0)
    return `**${stats.pending}** of your ${plural(stats.total, "guest")} haven't answered yet — ${stats.attending} attending, **${stats.pending} pending** and ${stats.declined} declined. ${await followUpLine(ctx, stats.pending)} Ask “who hasn't replied?” for their names.`;
  if (figure) return rsvpFigureAnswer(stats, figure);

  const replied = stats.attending + stats.declined;
  // "How many households are we inviting?", "how many invitations do we send?": one per household (sixth round).
  if (HOUSEHOLDS_ASKED.test(normalize(ctx.text)))
    return `You're inviting **${plural(stats.households, "household")}** (${plural(stats.total, "guest")} on your list) — one invitation goes to each household, so that's **${plural(stats.households, "invitation")}**.`;
  const profile = await ctx.tools.profile();
  const planned = profile?.guestCount ?? null;
  const parts = [
    `You have **${plural(stats.total, "guest")}** on your list: **${stats.attending} attending**, **${stats.pending} pending** and **${stats.declined} declined**.`,
  ];
  // The answered count said as a number, not only a share: "how many have responded in total" (sixth round).
  parts.push(
    `**${replied} of ${stats.total}** (${Math.round((replied / stats.total) * 100)}%) have replied so far.`,
  );
  if (planned) {
    parts.push(
      stats.total > planned
        ? `That's ${stats.total - planned} more than the ${planned} guests on your profile — check your venue's capacity.`
        : `Your profile plans for ${planned} guests.`,
    );
  }
  if (stats.pending > 0) parts.push(await followUpLine(ctx, stats.pending));
  return parts.join(" ");
}

/** When to chase the guests who haven't answered: now when the day is near, else before the deadline. */
async function followUpLine(ctx: AnswerContext, pending: number): Promise<string> {
  const d = await ctx.tools.call("days_to_wedding", {});
  return d?.days !== null && d?.days !== undefined && d.days > 0 && d.days <= 60
    ? `With ${plural(d.days, "day")} to go, follow up now with the ${plural(pending, "guest")} who haven't replied — a friendly call or text is normal.`
    : `Send a friendly reminder to the ${plural(pending, "guest")} still pending about a week before your RSVP deadline.`;
}

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/**
 * One RSVP figure, said first and plainly, with the rest of the picture beside it (decision 063). The guests
 * still pending are answered in guestsAnswer, with when to follow up.
 */
function rsvpFigureAnswer(stats: Stats, figure: RsvpFigure): string {
  const { attending, pending, declined, total } = stats;
  const replied = attending + declined;
  switch (figure) {
    case "pending":
      return `Everyone has answered — all ${plural(total, "guest")} (${attending} attending, ${declined} declined). 🎉`;
    case "turnout":
      return replied === 0
        ? `No one has answered yet, so there's no turnout to read — all ${plural(total, "guest")} are pending.`
        : `So far **${attending} of the ${replied}** guests who've answered are coming — **${percent(attending, replied)}** of those who answered. Of all **${total}** invited, that's **${percent(attending, total)}** (${pending} haven't answered yet, ${declined} declined).`;
    case "declined":
      return `**${declined}** ${declined === 1 ? "guest has" : "guests have"} said no so far (declined) — of ${total} invited, ${attending} attending and ${pending} haven't answered yet.`;
    case "attending":
      return `Your headcount right now is **${attending}** — the guests who've said they're attending (of ${total} invited: ${pending} haven't answered yet, ${declined} declined).`;
  }
}

// ── Adding a household ────────────────────────────────────────────────────────────────────────────

const NAMES_ONLY = "I only add people by name";

/**
 * The couple's answer to June asking for names ("Ada, Chidi, Ngozi and Emeka" after "what are the 4
 * people's names?"), as the add request it completes; undefined when the last reply asked nothing, or
 * the message isn't a list of names.
 */
export function namesFollowUp(ctx: AnswerContext): string | undefined {
  const before = ctx.history.slice(0, -1);
  const last = [...before].reverse().find((t) => t.role === "assistant");
  if (!last?.content.includes(NAMES_ONLY)) return undefined;
  const family = /^I'd love to add the (.+?) family —/.exec(last.content)?.[1];
  const request = `add ${family ? `the ${family} family: ` : ""}${ctx.text.replace(/^(?:(?:they(?:'re| are)|it's|its|names are|their names are)\s+)/i, "")}`;
  const parsed = parseGuestRequest(request);
  return parsed && parsed.people.length > 0 ? request : undefined;
}

const ASK_WHO =
  "Who should I add? Tell me their names, e.g. “add my aunt Maria Lopez”, “add Chris and Sam Lee” or “put Tom Baker and a plus one on the list”.";

export async function addGuestAnswer(ctx: AnswerContext): Promise<string> {
  const req = parseGuestRequest(ctx.text);
  if (!req) return ASK_WHO;
  const family = req.householdName ? plain(req.householdName) : undefined;
  const missing = missingNames(req);
  // June never makes up names: each guest gets their own RSVP answers and meal, so she asks.
  if (missing !== 0 || req.people.length === 0) {
    if (req.people.length === 0 && !family) return ASK_WHO;
    const whom = family ? `the ${family.replace(/^The /, "")}` : "them";
    const count = req.headcount ?? (missing > 0 ? req.people.length + missing : undefined);
    const known = req.people.length ? ` I have ${list(req.people.map((p) => plain(p.name)))} so far.` : "";
    const example = family
      ? `“add the ${family.replace(/^The /, "")}: Ada, Chidi, Ngozi and Emeka”`
      : "“add Maria Lopez, Juan Lopez and Sofia Lopez”";
    return `I'd love to add ${whom} — what are ${count ? `the ${count} people's` : "everyone's"} names?${known} ${NAMES_ONLY} (each guest answers their own RSVP and picks their own meal), e.g. ${example}.`;
  }

  const out = await ctx.tools.call("add_guests", {
    ...(req.householdName ? { householdName: req.householdName } : {}),
    guests: req.people,
    ...(req.plusOnes ? { plusOnes: req.plusOnes } : {}),
    ...(Array.isArray(req.events) ? { events: req.events } : {}),
  });
  if (!out) return "I can't add guests right now.";
  if ("error" in out) {
    if (out.events) {
      const typed = Array.isArray(req.events) ? req.events : [];
      const unknown = typed.find((e) => !out.events!.some((n) => n.toLowerCase().includes(e.toLowerCase())));
      return out.events.length === 0
        ? `You haven't added any events yet, so I can't invite them to “${plain(unknown ?? typed.join(", "))}”. Add your events on ${GUEST_LIST_LINK} first — or ask me to add them without naming an event.`
        : `You don't have an event called “${plain(unknown ?? typed.join(", "))}” — your events are ${list(out.events.map(plain))}. Add it on ${GUEST_LIST_LINK} first, or tell me which of these to invite them to.`;
    }
    return `${plain(out.error)} ${ASK_WHO}`;
  }
  const a = out.action;
  ctx.tools.propose(a);
  const names = list(a.guests.map((g) => `**${plain(g.name)}**`));
  const household =
    a.guests.length > 1 || plain(a.householdName) !== plain(a.guests[0]!.name)
      ? ` as one household (“${plain(a.householdName)}”)`
      : "";
  const plusOnes = a.plusOnes
    ? ` with ${a.plusOnes === 1 ? "a plus-one" : `${a.plusOnes} plus-ones`} (they name their guest when they RSVP)`
    : "";
  const invited =
    a.eventIds !== null
      ? `, invited to ${list(a.eventNames.map(plain))}`
      : a.eventNames.length
        ? `, invited to all your events (${list(a.eventNames.map(plain))})`
        : "";
  const notes = [
    a.eventNames.length === 0
      ? "You haven't added your wedding's events yet; once you do, you can invite them from your guest list."
      : "",
    req.droppedContact ? "I left out the contact details — add them on your guest list afterwards." : "",
    // The guest tool has no dietary field: said plainly rather than dropped (decision 060).
    req.dietary
      ? `I can't note dietary needs (${list(req.dietary.map(plain))}) from the chat — each guest picks their meal when they RSVP, and you can add a note to their entry on ${GUEST_LIST_LINK}.`
      : "",
  ].filter(Boolean);
  return [
    `Shall I add ${names} to your guest list${household}${plusOnes}${invited}? Please confirm below — nothing is added until you do.`,
    ...notes,
  ].join(" ");
}
