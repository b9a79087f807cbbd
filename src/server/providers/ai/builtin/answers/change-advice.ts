import { cities } from "@shared/catalog";
import { centsLabel } from "@shared/rules/june-changes";
import { plain } from "../format";
import type { AnswerContext } from "./context";
import { lookupGuide, quote } from "./knowledge";

/**
 * Advice about a change (sixth round; change-advice.ts): what June knows about the option — the guides'
 * passage on that city or month, the budget per guest at that count — and how to ask for the change. Nothing
 * is proposed: the couple decides, then asks.
 */

const MONTH =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter)\b/;

export async function changeAdviceAnswer(ctx: AnswerContext): Promise<string> {
  const e = ctx.understanding.entities;
  const text = ctx.text.toLowerCase();
  const parts: string[] = [];
  let ask: string | undefined;
  const city = e.city ? cities.find((c) => c.id === e.city) : undefined;
  const month = MONTH.exec(text)?.[1];
  if (city) {
    const [passage] = await lookupGuide(
      ctx,
      `${city.name} ${city.state === "TN" ? "tennessee" : "ohio"} weddings season weather`,
      { max: 1 },
    );
    const venues = await ctx.tools.call("search_venues", { city: city.id });
    parts.push(
      `That's your call to make, but here's what I know about **${city.name}**:`,
      ...(passage
        ? [
            `From our **${passage.guideTitle}** guide — **${passage.title}**: ${quote(passage, `${city.name} weddings season`)}`,
          ]
        : []),
      ...(venues
        ? [
            `June Weddings lists **${venues.total}** venues in ${city.name} — ask “venues in ${city.name}” to see them.`,
          ]
        : []),
    );
    ask = `change our city to ${city.name}`;
  } else if (e.guests !== undefined) {
    const budget = await ctx.tools.call("budget_summary", {});
    const profile = await ctx.tools.profile();
    const now = profile?.guestCount ?? null;
    const [passage] = await lookupGuide(ctx, "trim guest list save cost per guest", { max: 1 });
    parts.push(
      `That's your call to make, but here's what changes at **${e.guests} guests**${now ? ` (you plan for ${now} now)` : ""}:`,
    );
    if (budget && budget.totalBudget > 0)
      parts.push(
        `Your ${centsLabel(budget.totalBudget * 100)} budget would be about **${centsLabel(Math.round((budget.totalBudget / e.guests) * 100))} per guest**${now ? `, against ${centsLabel(Math.round((budget.totalBudget / now) * 100))} at ${now}` : ""}.`,
      );
    if (passage)
      parts.push(
        `From our **${passage.guideTitle}** guide — **${passage.title}**: ${quote(passage, "guest list cut save")}`,
      );
    ask = `we're now expecting ${e.guests} guests`;
  } else if (e.money && !e.money.isCeiling && /\b(budget|total)\b/.test(text)) {
    // "Should we raise our budget to 50k?": the difference it makes, from their own numbers.
    const budget = await ctx.tools.call("budget_summary", {});
    const amount = e.money.amount;
    const now = budget && budget.totalBudget > 0 ? budget.totalBudget : undefined;
    const dollars = (n: number) => centsLabel(Math.round(n * 100));
    parts.push(
      now
        ? `That's your call to make, but here's what changes at **${dollars(amount)}**: it's ${dollars(now)} now, so you'd have **${dollars(Math.abs(amount - now))} ${amount >= now ? "more" : "less"}** to allocate${budget?.guestCount ? ` — about ${dollars(amount / budget.guestCount)} per guest for ${budget.guestCount} guests` : ""}.`
        : `That's your call to make — you haven't set a total budget yet, so ${dollars(amount)} would be your first one.`,
    );
    ask = `set our budget to ${dollars(amount)}`;
  } else if (month) {
    const [passage] = await lookupGuide(ctx, `${month} season weather peak off-peak month`, { max: 1 });
    const label = month.charAt(0).toUpperCase() + month.slice(1);
    parts.push(
      `That's your call to make, but here's what I know about a **${label}** wedding:`,
      passage
        ? `From our **${passage.guideTitle}** guide — **${passage.title}**: ${quote(passage, `${month} season`)}`
        : "My guides don't say much about that month in particular.",
    );
  } else {
    const [passage] = await lookupGuide(ctx, ctx.text, { max: 1 });
    parts.push(
      passage
        ? `From our **${passage.guideTitle}** guide — **${passage.title}**: ${quote(passage, ctx.text)}`
        : "That's your call to make — I can't weigh that one up for you.",
    );
  }
  parts.push(
    ask
      ? `Nothing is changed. If you decide to, say “${plain(ask)}” and I'll show you the change to confirm.`
      : `Nothing is changed. If you decide to, ask me to change it (for example “move our wedding to ${month ? `${month.charAt(0).toUpperCase()}${month.slice(1)} 12` : "June 12, 2027"}”) and I'll show you the change to confirm.`,
  );
  return parts.join("\n\n");
}
