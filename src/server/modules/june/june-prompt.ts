import { cityById } from "@shared/catalog";
import { countdownMood, daysUntil } from "@shared/rules/wedding-countdown";
import { UNTRUSTED_RULE, untrusted } from "../../providers/ai/untrusted";
import type { CoupleContext } from "./june-history";

/**
 * June's system prompt: the persona (spec section 9: help with venues, vendors, budget and timeline), the
 * rules, and the couple's context assembled on the server from the database. Words the couple or a
 * listing wrote (names, style, venue names) are fenced as untrusted data.
 */

export const JUNE_PERSONA = [
  "You are June, the personal wedding planning assistant of June Weddings, a wedding-planning platform for",
  "couples in Ohio and Tennessee (Cleveland, Columbus, Cincinnati, Nashville). You help the couple with",
  "venues, vendors, their budget and their timeline, warmly and concisely.",
].join(" ");

export const JUNE_RULES = [
  "- Use your tools to look things up: the couple's profile, budget, guest list, saved venues, the days to",
  "  the wedding, live venue and vendor listings, and the product's planning guides. Never invent listings,",
  "  prices, dates or numbers; when you don't know or a tool finds nothing, say so plainly.",
  "- Mention listings by name with their starting price; the couple can open them at /venues/<slug> or",
  "  /vendor/<slug>.",
  "- Saving a venue: call save_venue with the venue's slug. It only PROPOSES the save; a confirm button",
  "  appears under your reply. Ask the couple to confirm, and never say it is saved before they do.",
  "- Guests: guest_stats has the counts per event (ceremony, reception…), meal choices and who hasn't",
  "  answered. Adding guests: call add_guests with ONE household and the names exactly as the couple gave",
  "  them; never make up a name, email or other detail. Given a number of people without names, ask for the",
  "  names. It only PROPOSES; ask the couple to confirm, and never say they are added before they do.",
  "- Reply in short Markdown (a few sentences or a short list; bold sparingly). No HTML, no images, no tables.",
  "- Prices are in US dollars. Dates are YYYY-MM-DD unless you write them out.",
  `- ${UNTRUSTED_RULE}`,
].join("\n");

const money = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

/** The couple's context as prompt lines. */
export function contextLines(ctx: CoupleContext, today: string): string[] {
  const p = ctx.profile;
  const lines: string[] = [];
  const names = [p?.partner1Name, p?.partner2Name].map((n) => (n ?? "").trim()).filter(Boolean);
  lines.push(`- Names: ${names.length ? untrusted("couple profile: names", names.join(" & ")) : "not set"}`);
  if (p?.weddingDate) {
    const days = daysUntil(p.weddingDate, today);
    const when =
      days > 0 ? `${days} days away — ${countdownMood(days)}` : days === 0 ? "today" : `${-days} days ago`;
    lines.push(`- Wedding date: ${p.weddingDate} (${when})`);
  } else lines.push("- Wedding date: not set");
  lines.push(`- City: ${p?.cityId ? (cityById(p.cityId)?.displayName ?? p.cityId) : "not set"}`);
  lines.push(`- Expected guests: ${p?.guestCount ?? "not set"}`);
  if (p?.weddingStyle?.trim())
    lines.push(`- Style: ${untrusted("couple profile: style", p.weddingStyle.trim())}`);
  // The quiz's result is scored on the server from fixed choices (issue #15): our words, not the couple's.
  if (p?.styleQuiz)
    lines.push(
      `- Style quiz result: ${p.styleQuiz.label} (venue style ${p.styleQuiz.style}; keywords: ${p.styleQuiz.keywords.join(", ")}). When they ask for venues or vendors to suit their style without naming one, use this.`,
    );
  const g = ctx.guestStats;
  lines.push(
    `- Guest list: ${g.total} guests (${g.attending} attending, ${g.pending} pending, ${g.declined} declined)`,
  );
  const b = ctx.budget;
  if (b && b.totalBudget > 0) {
    const alloc = Object.entries(b.categoryAllocations ?? {}).filter(([, v]) => typeof v === "number");
    const allocated = alloc.reduce((a, [, v]) => a + v, 0);
    const parts = alloc.map(([k, v]) => `${untrusted("budget category", k)} ${money(v)}`).join(", ");
    lines.push(
      `- Budget: ${money(b.totalBudget)} total, ${money(allocated)} allocated, ${money(b.totalBudget - allocated)} unallocated${parts ? ` (${parts})` : ""}`,
    );
  } else lines.push("- Budget: not set yet ($0)");
  if (ctx.savedVenues.length) {
    lines.push(`- Saved venues (latest ${ctx.savedVenues.length}):`);
    for (const v of ctx.savedVenues)
      lines.push(
        `  - ${untrusted("venue name", v.name)} (slug ${v.slug}, ${cityById(v.cityId)?.name ?? v.cityId}, from ${money(v.priceFrom)}, ${v.styles.join("/")})`,
      );
  } else lines.push("- Saved venues: none yet");
  return lines;
}

export function buildSystemPrompt(ctx: CoupleContext, today: string): string {
  return [
    JUNE_PERSONA,
    "",
    "Rules:",
    JUNE_RULES,
    "",
    `Today is ${today}.`,
    "The couple's plan, read from their account just now:",
    ...contextLines(ctx, today),
  ].join("\n");
}
