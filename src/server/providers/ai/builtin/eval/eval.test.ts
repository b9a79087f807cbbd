import { randomUUID } from "node:crypto";
import { and, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localToday } from "@shared/rules/wedding-countdown";
import { budgetCategories, weddingBudgets } from "../../../../db/schema/budgets";
import { insertGuests } from "../../../../testing/guest-rows";
import { vendors, venues } from "../../../../db/schema/marketplace";
import { coupleProfiles } from "../../../../db/schema/profiles";
import { savedVenues } from "../../../../db/schema/saved-venues";
import { coupleToolsFor, knowledgeFor } from "../../../../testing/june-ports";
import { createTestApp, type TestApp } from "../../../../testing/test-app";
import type { ChatTurn, EngineEvent } from "../../types";
import { addDays } from "../answers/context";
import { createBuiltinEngine } from "../builtin-engine";
import { overallRsvpStatus } from "@shared/rules/guest-rsvp";
import { STYLE_PROFILES } from "@shared/rules/style-quiz";
import {
  guestEventAnswers,
  guestEvents,
  guestInvitations,
  guests as guestRows,
  households,
} from "../../../../db/schema/guests";
import { heldOutCases as heldOutCases12 } from "./questions-held-out";
import { heldOut16Cases } from "./questions-held-out-16";
import { heldOut17Cases } from "./questions-held-out-17";
import { heldOut18Cases } from "./questions-held-out-18";
import { heldOut19Cases } from "./questions-held-out-19";
import { heldOut20Cases } from "./questions-held-out-20";
import { heldOut21Cases } from "./questions-held-out-21";
import { heldOut22Cases } from "./questions-held-out-22";
import { heldOut23Cases } from "./questions-held-out-23";
import { heldOut24Cases } from "./questions-held-out-24";
import { evalCases16 } from "./questions-16";
import { evalCases17 } from "./questions-17";
import { evalCases17Rephrased } from "./questions-17-rephrased";
import { evalCases18 } from "./questions-18";
import { evalCases18More } from "./questions-18-more";
import { evalCases18Probe } from "./questions-18-probe";
import { evalCases18Rephrased } from "./questions-18-rephrased";
import { evalCases19 } from "./questions-19";
import { evalCases19Probe } from "./questions-19-probe";
import { evalCases19Writes } from "./questions-19-writes";
import { evalCases20Lead } from "./questions-20-lead";
import { evalCases20 } from "./questions-20";
import { evalCases20Probe } from "./questions-20-probe";
import { evalCases21 } from "./questions-21";
import { evalCases21Probe } from "./questions-21-probe";
import { evalCases22 } from "./questions-22";
import { evalCases22More } from "./questions-22-more";
import { evalCases22Probe } from "./questions-22-probe";
import { evalCases23 } from "./questions-23";
import { evalCases23More } from "./questions-23-more";
import { evalCases23Turns } from "./questions-23-turns";
import { evalCases24 } from "./questions-24";
import { evalCases24Probe } from "./questions-24-probe";
import {
  evalCases as evalCasesBefore16,
  type EvalCase,
  type EvalGuestList,
  type ImageSpec,
  type ListingRule,
} from "./questions";

/** The tuning part: issue #4/#12's questions and issue #16's (seven rounds: questions-16/17/18/19/20/21/22.ts). */
const evalCases = [
  ...evalCasesBefore16,
  ...evalCases16,
  ...evalCases17,
  ...evalCases17Rephrased,
  ...evalCases18,
  ...evalCases18Rephrased,
  ...evalCases18More,
  ...evalCases18Probe,
  ...evalCases19,
  ...evalCases19Writes,
  ...evalCases19Probe,
  ...evalCases20,
  ...evalCases20Probe,
  ...evalCases20Lead,
  ...evalCases21,
  ...evalCases21Probe,
  ...evalCases22,
  ...evalCases22More,
  ...evalCases22Probe,
  ...evalCases23,
  ...evalCases23More,
  ...evalCases23Turns,
  ...evalCases24,
  ...evalCases24Probe,
];
/**
 * The held-out part: issue #12's and issue #16's (questions-held-out-16.ts, written apart from the engine
 * and never tuned on — its proposals are the same partial matches as `ActionExpectation`), and two fresh
 * sets for issue #16 (questions-held-out-17*.ts, questions-held-out-18*.ts), each written by someone who
 * never read the engine, #19 (questions-held-out-19*.ts) written the same way after the third round, and
 * #20 (questions-held-out-20*.ts) written the same way during the round after the fourth, and #21
 * (questions-held-out-21*.ts) written the same way during the round after the fifth. #22
 * (questions-held-out-22*.ts) was written the same way after the sixth round, measured once. #23
 * (questions-held-out-23*.ts) was written the same way, from the seed and the spec only, and measured once.
 * #24 (questions-held-out-24*.ts) was written the same way, with new wordings, and measured once.
 */
const heldOutCases = [
  ...heldOutCases12,
  ...(heldOut16Cases as EvalCase[]),
  ...(heldOut17Cases as EvalCase[]),
  ...heldOut18Cases,
  ...heldOut19Cases,
  ...heldOut20Cases,
  ...heldOut21Cases,
  ...heldOut22Cases,
  ...heldOut23Cases,
  ...heldOut24Cases,
];
const idsOf = (cases: { id: string }[]) => new Set(cases.map((c) => c.id));
const heldOut16Ids = idsOf(heldOut16Cases);

/**
 * Runs the built-in engine over the evaluation set against a database with the demo marketplace, with
 * the real tools bound to a fresh couple per question. Prints the score; fails under 90%.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // seeds the demo marketplace and the knowledge base
}, 180_000); // seeding takes a while on a busy machine
afterAll(async () => {
  await t?.close();
});

/** Issue #16's bar, held on the tuning part. */
const PASS_RATE = 0.9;
/**
 * The held-out parts' floors: their measured scores, rounded down, so a change that makes June understand
 * fewer unseen questions fails. The target is 90% like the tuning part; it is not met yet, and the gap is
 * reported in the issue's note, not hidden by tuning on these questions.
 * - Issues #12 and #16's sets: 96/127 (75.6%) when #16's first round landed, 102/127 (80.3%) after the
 *   second round (decision 049), 107/127 (84.3%) after the third (decision 054).
 * - Set #17 (written apart during the second round): 52/102 before it, 64/102 (62.7%) after it, 76/102
 *   (74.5%) after the third round — whose brief named #17's failure classes in general words, so #17 is no
 *   longer blind; #18 is the set that measures the third round. 77/102 (75.5%) after the fourth.
 * - Set #18 (written apart during the third round, never seen by whoever worked on the engine): 58/109
 *   (53.2%) before the third round, 65/109 (59.6%) after it; 76/109 (69.7%) after the fourth, whose brief
 *   named #18's failure classes in general words (decision 057) — so #18 is no longer blind either.
 * - Set #19 (written apart after the third round, never seen by whoever worked on the engine): 73/110
 *   (66.4%) on the engine as it stood when the set was written (measured once); 77/110 (70.0%) after the
 *   fourth round (decision 057), the honest measure of that round; 84/110 (76.4%) after the fifth, whose
 *   brief named #19's failure classes in general words (decision 060) — so #19 is no longer blind.
 * - Set #20 (written apart while the round after the fourth was being worked on, never seen by whoever
 *   worked on the engine): 77/118 (65.3%) on the engine as it stood when the set was written (main at
 *   2ad792d, measured once). After the fifth round (decision 060): 76/118 as merged — three sets' deposit
 *   questions fell, because the round took "vendor" out of a practice question's guide query — and 77/118
 *   (65.3%) once the lead's fix kept it (decision 060's addendum). The round gained nothing on #20: the
 *   honest measure of that round. Set #18: 77/109 after the fifth round.
 * - Set #21 (written apart while the round after the fifth was being worked on, never seen by whoever
 *   worked on the engine): 87/121 (71.9%) on the engine as it stood when the set was written (main at
 *   6e22f75, measured once).
 * - After the sixth round (decision 061), whose brief named #20's failure classes in general words (so #20
 *   is no longer blind): #21, the honest measure, 87 → 99/121 (81.8%) as merged; #20 77 → 102/118. The
 *   round's new guide ranking and line reading cost six held-out questions in four sets (tipping hair and
 *   makeup, a usual share of the budget); the lead's general fix (a norm word or a practice is the guides',
 *   decision 061's addendum) brought them back, without a new failure: #12 + #16 110/127 (86.6%), #17
 *   84/102 (82.4%), #18 84/109 (77.1%), #19 95/110 (86.4%), #20 104/118 (88.1%), #21 100/121 (82.6%).
 * - Set #22 (written apart while the seventh round was being worked on, never seen by whoever worked on
 *   the engine): 101/124 on the engine as it stood when the set was written (main at 9c36b96, measured
 *   once); 102/124 (82.3%) once one case's refusal pattern was widened to the wording of the bound June
 *   gave ("a whole number from 1 to 2,000"), which the writer reported as the pattern's fault.
 * - After the seventh round (decision 063), whose brief named #21's failure classes in general words (so #21
 *   is no longer blind): #22, the honest measure, 102 → 108/124 (87.1%) as merged; #21 100 → 115/121. The
 *   round's new norm rule took "how many weeks out are we" (one question in #17 and one in #22) from the
 *   countdown to the guides; the lead's general fix (a lead time asked of their own date is the countdown's,
 *   decision 063's addendum) brought both back, without a new failure: #12 + #16 112/127 (88.2%), #17
 *   85/102 (83.3%), #18 86/109 (78.9%), #19 98/110 (89.1%), #20 107/118 (90.7%), #21 115/121 (95.0%),
 *   #22 109/124 (87.9%).
 * - Set #23 (written apart while the eighth round was being worked on, never seen by whoever worked on
 *   the engine): 103/125 (82.4%) on the engine as it stood when the set was written (main at 81fbf4f,
 *   measured once).
 * - After the eighth round (decision 064), whose brief named #22's failure classes in general words (so #22
 *   is no longer blind): #23, the honest measure, 103 → 105/125 (84.0%); #22 109 → 114/124. The round's
 *   count-to-record rule dropped the city said beside a count (one question in #19); the lead's general fix
 *   (the other fields are still read, a date's numbers are no count, decision 064's addendum) brought it
 *   back, without a new failure: #12 + #16 112/127 (88.2%), #17 90/102 (88.2%), #18 97/109 (89.0%), #19
 *   99/110 (90.0%), #20 107/118 (90.7%), #21 116/121 (95.9%), #22 114/124 (91.9%), #23 105/125 (84.0%).
 *   (Floors on exact ratios are set a point below, so float rounding never fails the run.)
 * - Set #24 (written apart while the ninth round was being worked on, never seen by whoever worked on the
 *   engine): 113/126 on the engine as it stood when the set was written (main at e3dfdd6, measured once);
 *   114/126 (90.5%) once one case's venue count was lowered to the two venues that seat the couple's 120
 *   guests, which the writer reported as the case's fault.
 * - After the ninth round (decision 065), whose brief named #23's failure classes in general words (so #23
 *   is no longer blind): #24, the honest measure, 114 → 118/126 (93.7%); #23 105 → 116/125. The round's
 *   "what to do about" practice rule took a small-claims question in #17 to the guides; the lead's general
 *   fix (a court or a lawyer outranks a guide's practice, decision 065's addendum) brought it back, without
 *   a new failure: #12 + #16 112/127 (88.2%), #17 90/102 (88.2%), #18 99/109 (90.8%), #19 100/110 (90.9%),
 *   #20 107/118 (90.7%), #21 116/121 (95.9%), #22 116/124 (93.5%), #23 116/125 (92.8%), #24 118/126
 *   (93.7%); all held out 974/1062 (91.7%).
 */
const HELD_OUT_FLOOR = 0.88;

/** A held-out set written apart from the engine: printed on its own and held to its own floor. */
type FreshSet = { label: string; ids: Set<string>; floor: number };
const FRESH_SETS: FreshSet[] = [
  { label: "held-out #17 (fresh)", ids: idsOf(heldOut17Cases), floor: 0.88 },
  { label: "held-out #18 (fresh)", ids: idsOf(heldOut18Cases), floor: 0.9 },
  { label: "held-out #19 (fresh)", ids: idsOf(heldOut19Cases), floor: 0.9 },
  { label: "held-out #20 (fresh)", ids: idsOf(heldOut20Cases), floor: 0.9 },
  { label: "held-out #21 (fresh)", ids: idsOf(heldOut21Cases), floor: 0.95 },
  { label: "held-out #22 (fresh)", ids: idsOf(heldOut22Cases), floor: 0.93 },
  { label: "held-out #23 (fresh)", ids: idsOf(heldOut23Cases), floor: 0.92 },
  { label: "held-out #24 (fresh)", ids: idsOf(heldOut24Cases), floor: 0.93 },
];
const isFresh = (id: string) => FRESH_SETS.some((s) => s.ids.has(id));

async function imageDataUrl(spec: ImageSpec): Promise<string> {
  if ("dataUrl" in spec) return spec.dataUrl;
  const [left, right] = "solid" in spec ? [spec.solid, spec.solid] : spec.halves;
  const half = (hex: string) =>
    sharp({ create: { width: 40, height: 80, channels: 3, background: hex } })
      .png()
      .toBuffer();
  const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: left } })
    .composite([{ input: await half(right), left: 40, top: 0 }])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** A couple with exactly the case's data. */
async function setUpCouple(c: EvalCase): Promise<string> {
  const { id } = await t.insertUser({ name: "Eval Couple" });
  const ctx = c.context ?? {};
  if (ctx.profile !== null) {
    const p = ctx.profile ?? {};
    const days = p.weddingInDays === undefined ? 300 : p.weddingInDays;
    await t.db.insert(coupleProfiles).values({
      id,
      partner1Name: p.partner1Name ?? "Ava",
      partner2Name: p.partner2Name ?? "Noah",
      weddingDate: days === null ? null : addDays(localToday(), days),
      guestCount: p.guestCount === undefined ? 120 : p.guestCount,
      cityId: p.cityId === undefined ? "cleveland" : p.cityId,
      styleQuiz: ctx.styleQuiz
        ? {
            style: ctx.styleQuiz,
            label: STYLE_PROFILES[ctx.styleQuiz].label,
            keywords: STYLE_PROFILES[ctx.styleQuiz].keywords,
            takenAt: "2026-11-01T10:00:00.000Z",
          }
        : null,
    });
  }
  if (ctx.budget) {
    await t.db.insert(weddingBudgets).values({
      userId: id,
      totalBudget: ctx.budget.totalBudget,
      totalCents: ctx.budget.totalBudget * 100,
      guestCount: ctx.budget.guestCount ?? null,
      categoryAllocations:
        ctx.budget.categoryAllocations ??
        Object.fromEntries((ctx.budget.categories ?? []).map((c) => [c.name, c.allocated])),
    });
    // The tracker's categories: as given, else those of the allocations (the budgets service keeps the
    // two equal for a real couple: category_allocations is a projection of budget_categories).
    const categories =
      ctx.budget.categories ??
      Object.entries(ctx.budget.categoryAllocations ?? {}).map(([name, allocated]) => ({ name, allocated }));
    if (categories.length)
      await t.db.insert(budgetCategories).values(
        categories.map((c, position) => ({
          coupleId: id,
          name: c.name,
          position,
          allocatedCents: c.allocated * 100,
        })),
      );
  }
  if (ctx.guests) {
    const rows = (["attending", "pending", "declined"] as const).flatMap((status) =>
      Array.from({ length: ctx.guests![status] }, (_, i) => ({
        coupleId: id,
        name: `${status} guest ${i + 1}`,
        rsvpStatus: status,
      })),
    );
    await insertGuests(t.db, rows);
  }
  if (ctx.guestList) await insertGuestList(id, ctx.guestList);
  if (ctx.savedVenues?.length) {
    const found = await t.db
      .select({ id: venues.id, slug: venues.slug })
      .from(venues)
      .where(inArray(venues.slug, ctx.savedVenues));
    if (found.length !== ctx.savedVenues.length) throw new Error(`${c.id}: unknown saved venue slug`);
    await t.db.insert(savedVenues).values(found.map((v) => ({ userId: id, venueId: v.id })));
  }
  return id;
}

/** The issue #12 model: events, households invited to some, guests answering per event. */
async function insertGuestList(coupleId: string, list: EvalGuestList) {
  const events = await t.db
    .insert(guestEvents)
    .values(list.events.map((e, position) => ({ coupleId, name: e.name, asksMeal: !!e.asksMeal, position })))
    .returning({ id: guestEvents.id, name: guestEvents.name });
  const eventId = (name: string) => events.find((e) => e.name === name)!.id;
  for (const h of list.households) {
    const [home] = await t.db
      .insert(households)
      .values({ coupleId, name: h.name, rsvpToken: `eval-${randomUUID()}` })
      .returning({ id: households.id });
    const invited = h.invited ?? list.events.map((e) => e.name);
    await t.db
      .insert(guestInvitations)
      .values(invited.map((n) => ({ householdId: home!.id, eventId: eventId(n) })));
    for (const [position, g] of h.guests.entries()) {
      const answers = Object.entries(g.answers ?? {});
      const [row] = await t.db
        .insert(guestRows)
        .values({
          coupleId,
          householdId: home!.id,
          name: g.name,
          mealChoice: g.meal ?? "",
          position,
          rsvpStatus: overallRsvpStatus(answers.map(([, a]) => a)),
        })
        .returning({ id: guestRows.id });
      if (answers.length)
        await t.db
          .insert(guestEventAnswers)
          .values(answers.map(([n, status]) => ({ guestId: row!.id, eventId: eventId(n), status })));
    }
  }
}

type Outcome = { id: string; question: string; reply: string; failures: string[] };
type Part = "tuning" | "held-out";

const has = (text: string, p: string | RegExp) =>
  typeof p === "string" ? text.toLowerCase().includes(p.toLowerCase()) : p.test(text);

async function checkListings(
  reply: string,
  failures: string[],
  venueRule?: ListingRule,
  vendorRule?: ListingRule,
) {
  const venueSlugs = [...new Set([...reply.matchAll(/\]\(\/venues\/([a-z0-9-]+)\)/g)].map((m) => m[1]!))];
  const vendorSlugs = [...new Set([...reply.matchAll(/\]\(\/vendor\/([a-z0-9-]+)\)/g)].map((m) => m[1]!))];
  if (venueSlugs.length) {
    const rows = await t.db
      .select()
      .from(venues)
      .where(and(inArray(venues.slug, venueSlugs)));
    for (const slug of venueSlugs) {
      const v = rows.find((r) => r.slug === slug);
      if (!v || !v.isPublished || v.isHidden) {
        failures.push(`links a venue that doesn't exist: ${slug}`);
        continue;
      }
      const r = venueRule;
      if (!r) continue;
      if (r.city && v.cityId !== r.city) failures.push(`${slug} is in ${v.cityId}, not ${r.city}`);
      if (r.style && !v.styles.includes(r.style)) failures.push(`${slug} is not ${r.style}`);
      if (r.minSeated && v.capacitySeated < r.minSeated) failures.push(`${slug} seats ${v.capacitySeated}`);
      if (r.maxPrice !== undefined && v.priceFrom > r.maxPrice) failures.push(`${slug} costs ${v.priceFrom}`);
      if (r.setting && v.setting !== r.setting && v.setting !== "both")
        failures.push(`${slug} is ${v.setting}`);
    }
  }
  if (venueRule?.atLeast && venueSlugs.length < venueRule.atLeast)
    failures.push(`links ${venueSlugs.length} venues, expected at least ${venueRule.atLeast}`);
  if (vendorSlugs.length) {
    const rows = await t.db.select().from(vendors).where(inArray(vendors.slug, vendorSlugs));
    for (const slug of vendorSlugs) {
      const v = rows.find((r) => r.slug === slug);
      if (!v || !v.isPublished || v.isHidden) {
        failures.push(`links a vendor that doesn't exist: ${slug}`);
        continue;
      }
      const r = vendorRule;
      if (!r) continue;
      if (r.city && v.cityId !== r.city) failures.push(`${slug} is in ${v.cityId}, not ${r.city}`);
      if (r.category && v.categorySlug !== r.category) failures.push(`${slug} is a ${v.categorySlug}`);
      if (r.maxPrice !== undefined && v.priceFrom > r.maxPrice) failures.push(`${slug} costs ${v.priceFrom}`);
    }
  }
  if (vendorRule?.atLeast && vendorSlugs.length < vendorRule.atLeast)
    failures.push(`links ${vendorSlugs.length} vendors, expected at least ${vendorRule.atLeast}`);
}

/** `actual` has every field of `want` (objects partially, arrays item by item at the same positions). */
function partialMatch(actual: unknown, want: unknown): boolean {
  if (Array.isArray(want))
    return (
      Array.isArray(actual) &&
      actual.length === want.length &&
      want.every((w, i) => partialMatch(actual[i], w))
    );
  if (want && typeof want === "object")
    return (
      !!actual &&
      typeof actual === "object" &&
      Object.entries(want).every(([k, w]) => partialMatch((actual as Record<string, unknown>)[k], w))
    );
  return actual === want;
}

async function runCase(c: EvalCase): Promise<Outcome> {
  const coupleId = await setUpCouple(c);
  const engine = createBuiltinEngine({ knowledge: knowledgeFor(t.db), chunkDelayMs: 0 });
  const question: ChatTurn = { role: "user", content: c.question };
  if (c.image) question.image = await imageDataUrl(c.image);
  const events: EngineEvent[] = [];
  const failures: string[] = [];
  try {
    for await (const e of engine.stream({
      system: "",
      messages: [...(c.history ?? []), question].slice(-10),
      tools: coupleToolsFor(t.db, coupleId),
      signal: new AbortController().signal,
    }))
      events.push(e);
  } catch (err) {
    failures.push(`threw: ${(err as Error).stack ?? String(err)}`);
  }
  const reply = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
  if (events.at(-1)?.type !== "done") failures.push("the stream did not end with done");
  if (!reply.trim()) failures.push("empty reply");
  if (/\b(undefined|NaN|null)\b|\[object /.test(reply)) failures.push("reply shows undefined/NaN/null");
  for (const p of c.expect) if (!has(reply, p)) failures.push(`missing ${String(p)}`);
  for (const p of c.reject ?? []) if (has(reply, p)) failures.push(`must not contain ${String(p)}`);
  const called = new Set(events.flatMap((e) => (e.type === "tool" ? [e.name] : [])));
  for (const name of c.tools ?? []) if (!called.has(name)) failures.push(`did not call ${name}`);
  const actions = events.flatMap((e) => (e.type === "action" ? [e.action] : []));
  if (c.action === false && actions.length > 0) failures.push(`proposed ${JSON.stringify(actions)}`);
  const [action] = actions;
  if (
    typeof c.action === "string" &&
    (actions.length !== 1 || action?.kind !== "save_venue" || action.venueSlug !== c.action)
  )
    failures.push(`expected a save proposal for ${c.action}, got ${JSON.stringify(actions)}`);
  if (typeof c.action === "object" && "kind" in c.action) {
    const want = c.action;
    if (actions.length !== 1 || !partialMatch(action, want))
      failures.push(`expected a proposal ${JSON.stringify(want)}, got ${JSON.stringify(actions)}`);
  } else if (typeof c.action === "object") {
    const want = c.action;
    const ok =
      actions.length === 1 &&
      action?.kind === "add_guests" &&
      JSON.stringify(action.guests.map((g) => g.name)) === JSON.stringify(want.guests) &&
      (want.plusOnes === undefined || action.plusOnes === want.plusOnes) &&
      (want.events === undefined || JSON.stringify(action.eventNames) === JSON.stringify(want.events));
    if (!ok)
      failures.push(
        `expected an add-guests proposal ${JSON.stringify(want)}, got ${JSON.stringify(actions)}`,
      );
  }
  await checkListings(reply, failures, c.venues, c.vendors);
  return { id: c.id, question: c.question, reply, failures };
}

describe("June built-in evaluation set", () => {
  const all = [...evalCases, ...heldOutCases];
  it("has at least 40 questions with unique ids, 200 in all", () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(40);
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  // Two parts (issue #12): the tuning part (questions.ts, questions-16.ts), which the patterns were fitted
  // to, and the held-out part (questions-held-out*.ts), written before tuning and never tuned on. Both are
  // printed and each has its own bar: the target on the tuning part, a no-regression floor on the held-out.
  it(`answers at least ${PASS_RATE * 100}% of the tuning questions, and the held-out ones no worse than measured`, async () => {
    const outcomes: (Outcome & { part: Part })[] = [];
    // JUNE_EVAL_ONLY=16- runs only the cases whose id starts so (while tuning); the bar is then not checked.
    const only = process.env.JUNE_EVAL_ONLY;
    const pick = (c: EvalCase) => !only || c.id.startsWith(only);
    // JUNE_EVAL_PART=tuning runs only the tuning part: whoever tunes the engine never sees a held-out
    // question or result (issue #16's rule); the held-out part is measured by someone else afterwards.
    const evalPart = process.env.JUNE_EVAL_PART;
    if (evalPart !== undefined && evalPart !== "tuning") throw new Error(`JUNE_EVAL_PART must be "tuning"`);
    const withHeldOut = evalPart !== "tuning";
    for (const c of evalCases.filter(pick)) outcomes.push({ ...(await runCase(c)), part: "tuning" });
    if (withHeldOut)
      for (const c of heldOutCases.filter(pick)) outcomes.push({ ...(await runCase(c)), part: "held-out" });
    const okCount = (mine: Outcome[]) => mine.filter((o) => o.failures.length === 0).length;
    const passed = okCount(outcomes);
    const inPart = (part: Part) => outcomes.filter((o) => o.part === part);
    const inSet = (ids: Set<string>) => outcomes.filter((o) => ids.has(o.id));
    const score = (label: string, mine: Outcome[]) => {
      if (mine.length === 0) return `${label} 0/0`;
      const ok = okCount(mine);
      return `${label} ${ok}/${mine.length} (${((ok / mine.length) * 100).toFixed(1)}%)`;
    };
    const sets = [
      score("held-out #16", inSet(heldOut16Ids)),
      ...FRESH_SETS.map((s) => score(s.label, inSet(s.ids))),
    ];
    const pct = ((passed / outcomes.length) * 100).toFixed(1);
    const lines = [
      withHeldOut
        ? `June built-in eval: ${passed}/${outcomes.length} (${pct}%) — ${score("tuning", inPart("tuning"))}, ${score("held-out", inPart("held-out"))} (of which ${sets.join(", ")})`
        : `June built-in eval (tuning part only): ${score("tuning", inPart("tuning"))}`,
    ];
    for (const o of outcomes.filter((x) => x.failures.length > 0)) {
      lines.push(
        `\n✗ [${o.part}] ${o.id}: “${o.question}”`,
        ...o.failures.map((f) => `    - ${f}`),
        `    reply: ${o.reply.replace(/\n/g, "\n           ")}`,
      );
    }
    // JUNE_EVAL_VERBOSE=1 prints every reply, to read them as a couple would.
    if (process.env.JUNE_EVAL_VERBOSE)
      for (const o of outcomes) lines.push(`\n### ${o.id}: ${o.question}\n${o.reply}`);
    console.log(lines.join("\n"));
    if (only) return;
    // Each held-out set has its own floor: the earlier sets without the fresh ones, then each fresh set.
    const rate = (mine: Outcome[]) => okCount(mine) / mine.length;
    expect(rate(inPart("tuning"))).toBeGreaterThanOrEqual(PASS_RATE);
    if (withHeldOut) {
      expect(rate(inPart("held-out").filter((o) => !isFresh(o.id)))).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
      for (const s of FRESH_SETS) expect(rate(inSet(s.ids)), s.label).toBeGreaterThanOrEqual(s.floor);
    }
  }, 240_000);
});
