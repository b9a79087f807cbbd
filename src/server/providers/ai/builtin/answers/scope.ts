import { coupleNames } from "../format";
import type { AnswerContext } from "./context";
import { budgetAnswer } from "./data";
import { guestsAnswer } from "./guests";
import { lookupGuide } from "./knowledge";
import { FINANCIAL, MEDICAL, OTHER_COUPLE } from "../intent-rules";

/**
 * What June doesn't do (issue #16), said plainly with what she can do instead: legal advice (she has
 * general information on marriage licences, not advice on a contract or a dispute) and another couple's
 * plan (her tools only ever reach the signed-in couple's own data).
 */

const LEGAL =
  /\b(prenup|prenups|prenuptial|lawyer|attorney|legal advice|sue|suing|lawsuit|small claims|breach of contract|legally (binding|enforceable)|is it legal|is that legal|court case|divorce)\b/i;

const CAN_DO =
  "What I can help with is your wedding plan: your budget, guests, venues, vendors and timeline.";

const SECRETS =
  /\b(passwords?|credit card|social security|ssn|log ?in details|credentials|api keys?|system prompt|(your|the) instructions|other users?'?s?|every user'?s?|all users'?|email address(es)? of)\b/i;

const OTHER_PLAN =
  "I can only see your own wedding plan — not another couple's budget, guest list or venues, and I never share yours. Ask me about your own budget, guests, saved venues or timeline, or about any venue or vendor listed on June Weddings.";

export async function outOfScopeAnswer(ctx: AnswerContext): Promise<string> {
  if (SECRETS.test(ctx.text))
    return "I can't help with that — I never share passwords, other people's details or how I'm set up, and I can only see your own wedding plan. I can help with your budget, guests, venues, vendors and timeline.";
  const lower = ctx.text.toLowerCase();
  // Another couple's plan, before anything of the couple's own is read (fourth round).
  if (OTHER_COUPLE.test(lower)) return OTHER_PLAN;
  if (MEDICAL.test(lower))
    return `That's a medical question, so it's outside what I can help with — please ask your doctor or pharmacist, who knows your health. ${CAN_DO}`;
  if (FINANCIAL.test(lower))
    return /\btax/.test(lower)
      ? `Taxes are outside what I can help with — a tax professional or accountant can tell you what applies to you. ${CAN_DO}`
      : `That's financial advice, which is outside what I can help with — a licensed financial advisor can look at your situation. ${CAN_DO} I can show where your budget stands or what's left in each category.`;
  if (LEGAL.test(ctx.text)) {
    const [contract] = await lookupGuide(ctx, "vendor contract deposit cancellation", { max: 1 });
    return [
      "I can't give legal advice — for a contract dispute, a prenup or anything you may take to court, please talk to a licensed attorney in your state.",
      contract
        ? `What I can share is general planning information, like this from our **${contract.guideTitle}** guide — **${contract.title}**: ${contract.body
            .split(/(?<=[.!?])\s+/)
            .slice(0, 2)
            .join(" ")}`
        : "I can explain marriage licences in Ohio and Tennessee, or what to check in a vendor contract before you sign.",
    ].join("\n\n");
  }
  // "What's Ava and Noah's budget?" from Ava and Noah is their own.
  const profile = await ctx.tools.profile();
  const own = coupleNames(profile).toLowerCase().split(" & ").filter(Boolean);
  const text = ctx.text.toLowerCase();
  if (own.length > 0 && own.every((n) => text.includes(n.split(" ")[0]!))) {
    if (/\bbudget\b/.test(text)) return budgetAnswer(ctx);
    return guestsAnswer(ctx);
  }
  return OTHER_PLAN;
}
