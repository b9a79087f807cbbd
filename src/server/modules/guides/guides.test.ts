import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Guide, GuideList } from "@shared/schemas/guides";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { anchorOf, blocksOf } from "./guides.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the guides as pages (GET /api/guides, /api/guides/:slug)", () => {
  it("lists every guide of June's knowledge base to a signed-out visitor, cacheable", async () => {
    const res = await t.client().get("/api/guides");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=3600");
    const { guides } = res.json<GuideList>();
    expect(guides.map((g) => g.slug).sort()).toEqual([
      "budgeting-basics",
      "etiquette",
      "guest-list",
      "ohio-tennessee",
      "vendor-questions",
      "venue-tours",
      "wedding-timeline",
    ]);
    const etiquette = guides.find((g) => g.slug === "etiquette")!;
    expect(etiquette.title).toBe("Wedding etiquette");
    expect(etiquette.summary).toBe(
      "Send save-the-dates six to eight months before the wedding, and nine to twelve months ahead for a destination wedding or a holiday weekend.",
    );
  });

  it("answers a guide's sections with anchors, paragraphs and lists, and no keywords line", async () => {
    const res = await t.client().get("/api/guides/budgeting-basics");
    expect(res.statusCode).toBe(200);
    const guide = res.json<Guide>();
    expect(guide.title).toBe("Budgeting basics");
    const list = guide.sections.flatMap((s) => s.blocks).find((b) => b.type === "list");
    expect(list).toMatchObject({ type: "list" });
    expect(list?.type === "list" && list.items[0]).toBe("Venue & catering: 45%");
    expect(res.body).not.toContain("keywords:");
    const etiquette = (await t.client().get("/api/guides/etiquette")).json<Guide>();
    expect(etiquette.sections[0]).toMatchObject({ anchor: "save-the-dates", title: "Save-the-dates" });
  });

  it("answers 404 with a calm message for an unknown guide", async () => {
    const res = await t.client().get("/api/guides/no-such-guide");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: "NOT_FOUND", message: "We don't have a guide by that name." },
    });
  });
});

describe("the guide reader's pieces", () => {
  it("makes anchors from headings", () => {
    expect(anchorOf("Venue & catering")).toBe("venue-and-catering");
    expect(anchorOf("Plus-ones")).toBe("plus-ones");
    expect(anchorOf("!!!")).toBe("section");
  });

  it("splits paragraphs on blank lines and keeps markup as text", () => {
    expect(blocksOf("One line\nsame paragraph.\n\n- a\n- <b>b</b>\nAfter.")).toEqual([
      { type: "paragraph", text: "One line same paragraph." },
      { type: "list", items: ["a", "<b>b</b>"] },
      { type: "paragraph", text: "After." },
    ]);
  });
});
