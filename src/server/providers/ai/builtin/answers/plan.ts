import { cityName, longDate, plural } from "../format";
import type { AnswerContext } from "./context";
import { passagesById } from "./knowledge";

/** "How many days until…" and "what should we do next?", from days_to_wedding and the timeline guide. */

type Stage = { id: string; fromDays: number };

/** Timeline stages (wedding-timeline guide), latest first: a couple with `days` left is in the first stage whose `fromDays` ≤ days. */
const STAGES: Stage[] = [
  { id: "wedding-timeline:getting-started-12-or-more-months-before", fromDays: 366 },
  { id: "wedding-timeline:9-to-12-months-before", fromDays: 274 },
  { id: "wedding-timeline:6-to-9-months-before", fromDays: 183 },
  { id: "wedding-timeline:4-to-6-months-before", fromDays: 121 },
  { id: "wedding-timeline:2-to-4-months-before", fromDays: 61 },
  { id: "wedding-timeline:1-to-2-months-before", fromDays: 15 },
  { id: "wedding-timeline:the-final-two-weeks", fromDays: 1 },
  { id: "wedding-timeline:the-wedding-day", fromDays: 0 },
  { id: "wedding-timeline:after-the-wedding", fromDays: -Infinity },
];

export function stageIndex(days: number | null): number {
  if (days === null) return 0;
  return STAGES.findIndex((s) => days >= s.fromDays);
}

function monthsLeft(days: number): string {
  if (days < 45) return plural(Math.round(days / 7), "week");
  return `about ${plural(Math.round(days / 30.44), "month")}`;
}

export async function daysLeftAnswer(ctx: AnswerContext): Promise<string> {
  const d = await ctx.tools.call("days_to_wedding", {});
  if (!d || !d.weddingDate || d.days === null) {
    return "You haven't set a wedding date yet. Add it in [your account](/couple-account) and I'll count down with you and tailor your timeline to it.";
  }
  if (d.days > 0) {
    const mood = d.mood ? ` — ${d.mood}!` : ".";
    const weekday = longDate(d.weddingDate).split(",")[0]!;
    // Issue #16: the day of the week, or weeks and months, when that is what was asked.
    const extra: string[] = [];
    if (
      /\b(day of the week|weekday|what day|falls? on|lands? on|on an? (mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b/i.test(
        ctx.text,
      )
    ) {
      // The weekday the couple supposes, typed whole or short ("a sat", "a thurs"; sixth round).
      const asked = /\bon an? (mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|r|urday)?\b/i.exec(
        ctx.text,
      )?.[1];
      extra.push(
        asked
          ? `${weekday.toLowerCase().startsWith(asked.toLowerCase()) ? "Yes — it" : "No — it"} falls on a **${weekday}**.`
          : `It falls on a **${weekday}**.`,
      );
    }
    if (/\bweeks?\b/i.test(ctx.text))
      extra.push(
        `That's **${plural(Math.floor(d.days / 7), "week")}**${d.days % 7 ? ` and ${plural(d.days % 7, "day")}` : ""}.`,
      );
    if (/\bmonths?\b/i.test(ctx.text))
      extra.push(`That's about **${plural(Math.round(d.days / 30.44), "month")}**.`);
    const days = `**${plural(d.days, "day")}** to go until your wedding on ${longDate(d.weddingDate)} (${monthsLeft(d.days)})${mood}`;
    // The day of the week answers first when it is what was asked.
    return (/falls on/.test(extra[0] ?? "") ? [extra[0]!, days, ...extra.slice(1)] : [days, ...extra]).join(
      " ",
    );
  }
  if (d.days === 0)
    return `Your wedding is **today**, ${longDate(d.weddingDate)}! Congratulations — enjoy every minute.`;
  return `Your wedding was on ${longDate(d.weddingDate)}, ${plural(-d.days, "day")} ago. Congratulations! If there's anything left — thank-you notes, the licence, reviews — I can help.`;
}

export async function nextStepsAnswer(ctx: AnswerContext): Promise<string> {
  const [d, profile] = await Promise.all([ctx.tools.call("days_to_wedding", {}), ctx.tools.profile()]);
  const days = d?.days ?? null;
  const i = stageIndex(days);
  const stage = STAGES[i]!;
  const next = days !== null && i + 1 < STAGES.length - 1 ? STAGES[i + 1] : undefined;
  const [passage, upcoming] = await passagesById(ctx, next ? [stage.id, next.id] : [stage.id]);
  const parts: string[] = [];
  if (days === null || !d?.weddingDate) {
    parts.push(
      "You haven't set a wedding date yet, so let's start at the beginning. Add your date in [your account](/couple-account) and I'll tailor this to it.",
    );
  } else if (days > 0) {
    parts.push(`You have **${plural(days, "day")}** (${monthsLeft(days)}) until ${longDate(d.weddingDate)}.`);
  } else if (days === 0) {
    parts.push("It's your wedding day!");
  } else {
    parts.push(`Your wedding was ${plural(-days, "day")} ago — congratulations!`);
  }
  if (passage) {
    parts.push(`From our **${passage.guideTitle}** guide — **${passage.title}**:`, passage.body);
  }

  // What the couple's own data says about this stage.
  const nextSteps: string[] = [];
  if (days === null || days > 0) {
    const [budget, saved, guests] = await Promise.all([
      ctx.tools.call("budget_summary", {}),
      days === null || days > 120 ? ctx.tools.call("saved_venues", {}) : Promise.resolve(undefined),
      ctx.tools.call("guest_stats", {}),
    ]);
    const guestCount = profile?.guestCount ?? budget?.guestCount ?? null;
    const city = cityName(profile?.cityId);
    if (budget && budget.totalBudget === 0) {
      nextSteps.push(
        "Set your total budget — ask me “what's a typical budget split?” to get a starting point.",
      );
    }
    if (saved && saved.venues.length === 0) {
      const where = city ? ` in ${city}` : "";
      const size = guestCount ? ` for ${guestCount} guests` : "";
      nextSteps.push(`Shortlist venues: ask me to “find venues${where}${size}” and save the ones you like.`);
    } else if (saved && saved.venues.length > 0 && (days === null || days > 270)) {
      nextSteps.push(
        `Tour your ${plural(saved.venues.length, "saved venue")} (${saved.venues
          .slice(0, 3)
          .map((v) => `[${v.name}](/venues/${v.slug})`)
          .join(", ")}) and book one — it fixes your date and capacity.`,
      );
    }
    if (guests && guests.total === 0) {
      nextSteps.push(
        guestCount
          ? `Start your guest list: you planned for ${guestCount} guests but haven't added anyone yet.`
          : "Start your guest list and settle on a guest count — it drives most of your costs.",
      );
    } else if (guests && guests.pending > 0 && days !== null && days <= 75) {
      nextSteps.push(`Follow up on RSVPs: ${plural(guests.pending, "guest")} haven't replied yet.`);
    }
  }
  if (nextSteps.length > 0) parts.push("**For you right now:**", nextSteps.map((t) => `- ${t}`).join("\n"));
  if (upcoming && days !== null && days > 0)
    parts.push(`Coming up next: **${upcoming.title.replace(/:.*$/, "")}**.`);
  return parts.join("\n\n");
}
