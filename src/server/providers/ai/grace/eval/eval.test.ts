import { describe, expect, it } from "vitest";
import { answerWith } from "../builtin-grace";
import type { GraceAnswer } from "../grace-types";
import { createSupportKnowledge } from "../support-knowledge";
import type { GraceCase } from "./grace-cases";
import { heldOutCases } from "./questions-held-out";
import { heldOutCases2 } from "./questions-held-out-2";
import { evalCases } from "./questions";

/**
 * Grace's built-in engine over the evaluation sets (issue #17): each case needs the right answer facts AND
 * the right ticket decision. Prints both scores; each must reach 90%.
 */

const PASS_RATE = 0.9;
const HELD_OUT_FLOOR = 0.5;
const knowledge = createSupportKnowledge();

function failures(c: GraceCase, a: GraceAnswer): string[] {
  const text = a.response.toLowerCase();
  const out: string[] = [];
  for (const fact of c.facts) {
    const options = (Array.isArray(fact) ? fact : [fact]).map((f) => f.toLowerCase());
    if (!options.some((o) => text.includes(o))) out.push(`missing ${options.join(" | ")}`);
  }
  for (const word of c.never ?? []) if (text.includes(word.toLowerCase())) out.push(`said "${word}"`);
  if (c.ticket === null && a.suggestTicket) out.push(`offered a ticket (${a.issueType})`);
  if (c.ticket !== null) {
    if (!a.suggestTicket) out.push("no ticket offered");
    else {
      if (a.issueType !== c.ticket.issueType) out.push(`issueType ${a.issueType} ≠ ${c.ticket.issueType}`);
      if (c.ticket.priority && a.priority !== c.ticket.priority)
        out.push(`priority ${a.priority} ≠ ${c.ticket.priority}`);
      if (!a.title) out.push("no title");
    }
  }
  return out;
}

function run(name: string, cases: GraceCase[]) {
  const misses: string[] = [];
  for (const c of cases) {
    const answer = answerWith(knowledge, {
      message: c.question,
      history: c.history ?? [],
      stakeholderType: c.stakeholder ?? "couple",
      account: c.account ?? null,
      hasTicket: c.hasTicket ?? false,
      isVoice: false,
      now: new Date(),
      signal: new AbortController().signal,
    });
    const why = failures(c, answer);
    if (why.length > 0) misses.push(`  ✗ "${c.question}": ${why.join("; ")}`);
  }
  const passed = cases.length - misses.length;
  const rate = passed / cases.length;
  console.log(
    `Grace eval (${name}): ${passed}/${cases.length} = ${(rate * 100).toFixed(1)}%${misses.length ? `\n${misses.join("\n")}` : ""}`,
  );
  return rate;
}

describe("Grace's built-in engine evaluation", () => {
  it(`answers the main set (${evalCases.length} questions) with the right facts and ticket decision`, () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(40);
    expect(run("main", evalCases)).toBeGreaterThanOrEqual(PASS_RATE);
  });

  /**
   * The held-out parts are printed, and held to a floor that catches a regression rather than to the 90%
   * bar: raising the bar would mean tuning on them (decision 043 records their first scores).
   */
  it(`prints the held-out sets (${heldOutCases.length} + ${heldOutCases2.length} questions, never tuned on)`, () => {
    expect(heldOutCases.length + heldOutCases2.length).toBeGreaterThanOrEqual(12);
    const first = run("held-out 1", heldOutCases);
    const second = run("held-out 2", heldOutCases2);
    const all = run("held-out, both", [...heldOutCases, ...heldOutCases2]);
    expect(Math.min(first, second, all)).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });
});
