import type { ReactNode } from "react";
import { cx } from "@client/components/ui/class-names";

type Stage = "In development" | "In design" | "Researching";
type RoadmapItem = { id: string; title: string; stage: Stage; body: ReactNode; points: string[] };

const items: RoadmapItem[] = [
  {
    id: "tours",
    title: "3D venue tours",
    stage: "In development",
    body: "Walk through venues in Cleveland, Columbus, Cincinnati and Nashville from your couch — ceremony space, reception hall, bridal suite — before you spend a Saturday driving between them.",
    points: [
      "Tour from your phone or laptop",
      "Save spots and share them with your partner",
      "Book an in-person visit when you've found the one",
    ],
  },
  {
    id: "music",
    title: "Music integration",
    stage: "In design",
    body: "Connect your music account to build the soundtrack of the day: processional, first dance, dinner sets and the songs that must never be played.",
    points: [
      "Playlists attached to moments on your timeline",
      "Share must-play and do-not-play lists with your DJ or band",
    ],
  },
  {
    id: "pinboards",
    title: "Pinboard integration",
    stage: "In design",
    body: "Bring the boards you've been collecting for years into your inspiration boards, then share them with your florist, decorator or baker in a click.",
    points: ["Import boards without copying pins one by one", "Let vendors see exactly the look you mean"],
  },
  {
    id: "beyond",
    title: "Beyond the Wedding",
    stage: "Researching",
    body: "Guides and tools for the marriage, not just the day: communication, financial planning, legal protection, health and wellness, life planning, insurance and security, and faith and values.",
    points: [
      "Seven modules you can take at your own pace",
      "Practical checklists for the first year together",
    ],
  },
];

const stageTone: Record<Stage, string> = {
  "In development": "bg-sage-light text-sage",
  "In design": "bg-blush text-rose-dark",
  Researching: "bg-cream text-gold-dark",
};

/** What's being built next, each with an honest stage rather than a promised date. */
export function Roadmap() {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <article
            aria-labelledby={`roadmap-${item.id}`}
            className="flex h-full flex-col rounded-3xl border border-line bg-white/80 p-6 sm:p-8"
          >
            <p
              className={cx(
                "w-fit rounded-full px-3 py-1 text-xs font-semibold tracking-wide",
                stageTone[item.stage],
              )}
            >
              {item.stage}
            </p>
            <h2 id={`roadmap-${item.id}`} className="mt-4 text-3xl leading-tight text-ink">
              {item.title}
            </h2>
            <p className="mt-3 text-body leading-relaxed text-muted">{item.body}</p>
            <ul className="mt-4 flex flex-col gap-2 text-body text-ink/90">
              {item.points.map((p) => (
                <li key={p} className="flex gap-2.5">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-gold" />
                  {p}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
