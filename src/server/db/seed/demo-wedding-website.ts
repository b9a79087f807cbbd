import type { WebsiteSections } from "@shared/schemas/wedding-websites";
import type { Db } from "../client";
import { weddingWebsites } from "../schema/wedding-websites";
import { demoAccounts } from "./demo-accounts";

/**
 * The demo couple's published wedding website (issue #12), so the product shows one at /w/ava-and-noah.
 * Its text states only what their profile says (names, date, city); FAQ questions wait for answers and
 * stay hidden, like any couple's draft. Inserted once; the couple's own edits are never overwritten.
 */
export async function seedDemoWeddingWebsite(db: Db): Promise<void> {
  const demo = demoAccounts.find((a) => a.id === "demo-couple");
  if (!demo?.couple) return;
  const { partner1Name, partner2Name, weddingDate } = demo.couple;
  const day = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${weddingDate}T00:00:00Z`));
  const sections: WebsiteSections = {
    story: {
      enabled: true,
      heading: "Our story",
      body: `We're getting married in Cleveland on ${day}, and we would love to celebrate with you.\n\nThis page has everything you need for the day. We'll add more as our plans come together.`,
    },
    schedule: { enabled: true, intro: "" },
    travel: { enabled: true, body: "", hotels: [] },
    registry: { enabled: true, intro: "", links: [] },
    faq: {
      enabled: true,
      items: [
        { question: "What should I wear?", answer: "" },
        { question: "Can I bring a guest?", answer: "" },
      ],
    },
    photos: { enabled: true, uploadIds: [] },
    rsvp: { enabled: true },
  };
  await db
    .insert(weddingWebsites)
    .values({
      coupleId: demo.id,
      slug: "ava-and-noah",
      theme: "garden",
      title: `${partner1Name} & ${partner2Name}`,
      sections,
      publishedAt: new Date("2026-01-01T12:00:00Z"),
    })
    .onConflictDoNothing();
}
