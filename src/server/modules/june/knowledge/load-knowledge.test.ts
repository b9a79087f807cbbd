import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knowledgePassages } from "../../../db/schema/june";
import { openTestDatabase, type TestDatabase } from "../../../testing/test-database";
import { loadKnowledge, parseGuide, readKnowledge } from "./load-knowledge";
import { contentTerms } from "../../../lib/content-terms";
import { getPassages, searchKnowledge } from "./search-knowledge";

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
});
const db = () => tdb.database.db;

describe("parseGuide", () => {
  it("splits a guide into passages with keywords and stable ids", () => {
    const passages = parseGuide(
      "---\ntitle: Test guide\nslug: test\n---\n\n## First part\nkeywords: a, b\nBody one.\n\n## Second, part 2\nBody two\nmore.\n",
    );
    expect(passages).toEqual([
      {
        id: "test:first-part",
        guideSlug: "test",
        guideTitle: "Test guide",
        title: "First part",
        keywords: "a, b",
        body: "Body one.",
        position: 0,
      },
      {
        id: "test:second-part-2",
        guideSlug: "test",
        guideTitle: "Test guide",
        title: "Second, part 2",
        keywords: "",
        body: "Body two\nmore.",
        position: 1,
      },
    ]);
  });

  it("refuses a guide without front matter or sections", () => {
    expect(() => parseGuide("## Heading\nbody")).toThrow(/front matter/);
    expect(() => parseGuide("---\ntitle: T\nslug: t\n---\nno sections")).toThrow(/no sections/);
    expect(() => parseGuide("---\ntitle: T\n---\n## A\nbody")).toThrow(/title and slug/);
  });
});

describe("the shipped guides", () => {
  const passages = readKnowledge();

  it("hold 40 to 80 passages across the required guides", () => {
    expect(passages.length).toBeGreaterThanOrEqual(40);
    expect(passages.length).toBeLessThanOrEqual(80);
    expect(new Set(passages.map((p) => p.guideSlug))).toEqual(
      new Set([
        "wedding-timeline",
        "budgeting-basics",
        "etiquette",
        "vendor-questions",
        "guest-list",
        "venue-tours",
        "ohio-tennessee",
      ]),
    );
  });

  it("mark legal passages as general information to verify with the county", () => {
    for (const p of passages.filter((x) => /licen[cs]e/i.test(x.title))) {
      expect(p.body).toMatch(/General information only; verify/);
    }
  });

  it("keep the budget split parseable and summing to 100%", () => {
    const split = passages.find((p) => p.id === "budgeting-basics:typical-budget-split-by-category")!;
    const shares = [...split.body.matchAll(/^- .+: (\d+)%$/gm)].map((m) => Number(m[1]));
    expect(shares.length).toBeGreaterThanOrEqual(10);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe("loadKnowledge + search", () => {
  it("loads idempotently, updates changed passages and removes stale ones", async () => {
    await loadKnowledge(db());
    await loadKnowledge(db());
    const all = readKnowledge();
    const [{ n } = { n: -1 }] = await db().select({ n: count() }).from(knowledgePassages);
    expect(n).toBe(all.length);

    const changed = all.map((p, i) => (i === 0 ? { ...p, body: "Changed body." } : p)).slice(0, -1);
    await loadKnowledge(db(), changed);
    const [first] = await db().select().from(knowledgePassages).where(eq(knowledgePassages.id, all[0]!.id));
    expect(first?.body).toBe("Changed body.");
    const [{ n: after } = { n: -1 }] = await db().select({ n: count() }).from(knowledgePassages);
    expect(after).toBe(all.length - 1);

    await loadKnowledge(db());
    const [{ n: restored } = { n: -1 }] = await db().select({ n: count() }).from(knowledgePassages);
    expect(restored).toBe(all.length);
  });

  it("finds the most relevant passages for natural questions", async () => {
    const top = async (q: string) => (await searchKnowledge(db(), q, 3)).map((p) => p.id);
    expect((await top("When should we mail our invitations?"))[0]).toBe("etiquette:when-to-send-invitations");
    expect(await top("How do we get a marriage license in Tennessee?")).toContain(
      "ohio-tennessee:tennessee-marriage-licence-basics",
    );
    expect(await top("what should I ask a photographer")).toContain(
      "vendor-questions:questions-for-photographers",
    );
    expect(await top("how much should we tip the DJ")).toContain("budgeting-basics:tipping-vendors");
    expect(await searchKnowledge(db(), "the of and")).toEqual([]);
    expect(await searchKnowledge(db(), "quantum chromodynamics")).toEqual([]);
  });

  it("reads passages by id in the order asked", async () => {
    const ids = ["etiquette:thank-you-notes", "wedding-timeline:the-wedding-day", "missing:id"];
    expect((await getPassages(db(), ids)).map((p) => p.id)).toEqual(ids.slice(0, 2));
  });

  it("extracts content terms", () => {
    expect(contentTerms("What should we ask the DJ about music?")).toEqual(["ask", "dj", "music"]);
  });
});
