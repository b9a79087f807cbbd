import type { WebsiteSections } from "@shared/schemas/wedding-websites";

/**
 * A new couple's first draft (issue #12, docs/decisions/029). It holds no claim about the couple: the
 * story, travel and answers are empty (the builder shows gentle placeholders in their place), FAQ
 * questions come without answers, and the public page leaves out anything empty. The couple's names,
 * date and city come from their profile when the page is drawn, never from here.
 */
export function starterSections(): WebsiteSections {
  return {
    story: { enabled: true, heading: "Our story", body: "" },
    schedule: { enabled: true, intro: "" },
    travel: { enabled: true, body: "", hotels: [] },
    registry: { enabled: true, intro: "", links: [] },
    faq: {
      enabled: true,
      items: [
        { question: "What should I wear?", answer: "" },
        { question: "Can I bring a guest?", answer: "" },
        { question: "Are children welcome?", answer: "" },
        { question: "Is there parking?", answer: "" },
      ],
    },
    photos: { enabled: true, uploadIds: [] },
    rsvp: { enabled: true },
  };
}

/** "Ava & Noah"; one name alone, or a neutral title when the profile has none. */
export function titleFromNames(partner1: string, partner2: string): string {
  const names = [partner1.trim(), partner2.trim()].filter(Boolean);
  if (names.length === 2) return `${names[0]} & ${names[1]}`;
  if (names.length === 1) return `${names[0]}'s wedding`;
  return "Our wedding";
}

/** Lower-case ASCII words joined by dashes: "Zoë" → "zoe", "Mary Ann" → "mary-ann". */
function slugPart(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 17)
    .replace(/-+$/g, "");
}

/** The address a couple starts with: "ava-and-noah" (first names), else "our-wedding". */
export function slugFromNames(partner1: string, partner2: string): string {
  const parts = [partner1, partner2].map((n) => slugPart(n.trim().split(/\s+/)[0] ?? "")).filter(Boolean);
  const base = parts.join("-and-");
  return base.length >= 3 ? base : "our-wedding";
}
