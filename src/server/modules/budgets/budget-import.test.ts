import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "@shared/errors";
import type { BudgetImportPreview, BudgetImportResult } from "@shared/schemas/budget-import";
import { budgetCategories, budgetChanges, budgetItems } from "../../db/schema/budgets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { budgetTemplateCsv, readBudgetImport } from "./budget-import";
import { budgetHelper, categoryNamed, getView, ok, startedCouple } from "../../testing/budget-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (body: string) => (JSON.parse(body) as ErrorBody).error;
const HEADER = "category,item,vendor,pricing,estimate,contract,notes";

describe("the budget template (GET /api/budget/template.csv)", () => {
  it("downloads signed out, and the import reads it without a problem", async () => {
    const res = await t.client().get("/api/budget/template.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="budget-template.csv"');
    expect(res.body).toBe(budgetTemplateCsv());
    expect(res.body.split("\r\n")[0]).toBe(`\uFEFF${HEADER}`);
    const reading = readBudgetImport(res.body, { categories: [], items: 0 });
    expect(reading.fileProblems).toEqual([]);
    expect(reading.summary).toEqual({ rows: 3, valid: 3, withProblems: 0 });
    expect(reading.rows[1]).toMatchObject({
      category: "Catering",
      pricing: "per_guest",
      estimateCents: 8_500,
    });
  });
});

describe("previewing and importing a budget CSV", () => {
  it("previews (writing nothing), then imports into existing and new categories with history", async () => {
    const couple = await startedCouple(t);
    const before = categoryNamed(couple.view, "Venue");
    const csv = [
      HEADER,
      `venue,Ceremony chairs,Rent-All,fixed,"$1,250.50",1200,Delivered Friday`,
      `Welcome bags,Tote bags,,per guest,12.75,,`,
      `Welcome bags,Local snacks,,,3k,,`,
    ].join("\n");
    const preview = ok<BudgetImportPreview>(await couple.client.post("/api/budget/import/preview", { csv }));
    expect(preview.fileProblems).toEqual([]);
    expect(preview.newCategories).toEqual(["Welcome bags"]);
    expect(preview.summary).toEqual({ rows: 3, valid: 3, withProblems: 0 });
    expect(preview.rows[0]).toEqual({
      line: 2,
      category: "venue",
      item: "Ceremony chairs",
      vendor: "Rent-All",
      pricing: "fixed",
      estimateCents: 125_050,
      contractCents: 120_000,
      notes: "Delivered Friday",
      problems: [],
    });
    const [items] = await t.db
      .select({ n: count() })
      .from(budgetItems)
      .where(eq(budgetItems.coupleId, couple.id));
    expect(items?.n).toBe(0);

    const result = ok<BudgetImportResult>(await couple.client.post("/api/budget/import", { csv }));
    expect(result).toEqual({ items: 3, categoriesCreated: 1 });
    const view = await getView(couple.client);
    const venue = categoryNamed(view, "Venue");
    expect(venue.id).toBe(before.id);
    expect(venue.items.map((i) => [i.name, i.vendorName, i.estimateCents, i.contractCents, i.notes])).toEqual(
      [["Ceremony chairs", "Rent-All", 125_050, 120_000, "Delivered Friday"]],
    );
    const bags = categoryNamed(view, "Welcome bags");
    expect(bags.allocatedCents).toBe(0);
    expect(bags.items.map((i) => [i.name, i.pricing, i.estimateCents])).toEqual([
      ["Tote bags", "per_guest", 1_275],
      ["Local snacks", "fixed", 300_000],
    ]);
    const history = await t.db
      .select({
        entity: budgetChanges.entity,
        label: budgetChanges.entityLabel,
        action: budgetChanges.action,
      })
      .from(budgetChanges)
      .where(and(eq(budgetChanges.coupleId, couple.id), eq(budgetChanges.action, "create")));
    expect(history).toEqual(
      expect.arrayContaining([
        { entity: "category", label: "Welcome bags", action: "create" },
        { entity: "item", label: "Venue › Ceremony chairs", action: "create" },
        { entity: "item", label: "Welcome bags › Tote bags", action: "create" },
        { entity: "item", label: "Welcome bags › Local snacks", action: "create" },
      ]),
    );
  });

  it("lists every bad row's problem with its line, and the confirm writes nothing", async () => {
    const couple = await startedCouple(t);
    const csv = [
      HEADER,
      `Venue,Good line,,fixed,100,,`,
      `,No category,,fixed,100,,`,
      `Flowers,,,fixed,100,,`,
      `Flowers,Arch,,by the hour,lots,-5,`,
      `Flowers,Too dear,,fixed,20000000,,`,
    ].join("\n");
    const preview = ok<BudgetImportPreview>(await couple.client.post("/api/budget/import/preview", { csv }));
    expect(preview.summary).toEqual({ rows: 5, valid: 1, withProblems: 4 });
    expect(preview.rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ["Category: name the category."]],
      [4, ["Item: say what this line is."]],
      [
        5,
        [
          'Pricing: use "fixed" or "per guest".',
          'Estimate: "lots" is not an amount in dollars (like 1250 or 1,250.50).',
          'Contract: "-5" is not an amount in dollars (like 1250 or 1,250.50).',
        ],
      ],
      [6, ["Estimate: that amount is larger than any wedding budget; check the number."]],
    ]);
    const res = await couple.client.post("/api/budget/import", { csv });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).message).toBe(
      "Some rows have problems: fix them in the file and try again. Nothing was imported.",
    );
    const [items] = await t.db
      .select({ n: count() })
      .from(budgetItems)
      .where(eq(budgetItems.coupleId, couple.id));
    expect(items?.n).toBe(0);
  });

  it("names a missing column, and refuses an import past the budget's limits", async () => {
    const couple = await startedCouple(t);
    const noEstimate = ok<BudgetImportPreview>(
      await couple.client.post("/api/budget/import/preview", { csv: "category,item\nVenue,Hall\n" }),
    );
    expect(noEstimate.fileProblems).toEqual([
      "The file has no estimate column: its first row must name the columns, as in the template.",
    ]);
    // 15 default categories + 26 new ones > 40.
    const many = [HEADER, ...Array.from({ length: 26 }, (_, i) => `Extra ${i + 1},Thing,,fixed,10,,`)].join(
      "\n",
    );
    const preview = ok<BudgetImportPreview>(
      await couple.client.post("/api/budget/import/preview", { csv: many }),
    );
    expect(preview.fileProblems).toEqual([
      "The import adds 26 new categories; a budget holds at most 40 (you have 15).",
    ]);
    const res = await couple.client.post("/api/budget/import", { csv: many });
    expect(res.statusCode).toBe(400);
    const [cats] = await t.db
      .select({ n: count() })
      .from(budgetCategories)
      .where(eq(budgetCategories.coupleId, couple.id));
    expect(cats?.n).toBe(15);
  });

  it("imports only into the viewer's couple: a helper who edits the budget may; one who views may not", async () => {
    const couple = await startedCouple(t);
    const other = await startedCouple(t);
    const csv = `${HEADER}\nVenue,Helper's line,,fixed,50,,\n`;
    const editor = await budgetHelper(t, couple.id, "edit");
    ok(await editor.send("POST", "/api/budget/import", { csv }));
    expect(categoryNamed(await getView(couple.client), "Venue").items.map((i) => i.name)).toEqual([
      "Helper's line",
    ]);
    const viewer = await budgetHelper(t, couple.id, "view");
    expect((await viewer.send("POST", "/api/budget/import", { csv })).statusCode).toBe(404);
    // Another couple's id in the header: 404, and their budget is untouched.
    const stranger = await editor.client.post(
      "/api/budget/import",
      { csv },
      { headers: { "x-couple-id": other.id } },
    );
    expect(stranger.statusCode).toBe(404);
    expect(categoryNamed(await getView(other.client), "Venue").items).toEqual([]);
    // Signed out: 401.
    expect((await t.client().post("/api/budget/import", { csv })).statusCode).toBe(401);
  });
});
