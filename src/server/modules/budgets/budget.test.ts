import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "@shared/errors";
import {
  budgetViewSchema,
  type BudgetView,
  type CategoryView,
  type ItemView,
  type ScenarioResult,
} from "@shared/schemas/budget";
import { budgetChanges, budgetItems, weddingBudgets } from "../../db/schema/budgets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { addItem, addPayment, categoryNamed, getView, ok, startedCouple } from "../../testing/budget-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (body: string) => (JSON.parse(body) as ErrorBody).error;

describe("starting a budget", () => {
  it("creates the fifteen default categories summing exactly to the total, and June's projection", async () => {
    const { id, client, view } = await startedCouple(t, 3_500_001, 120);
    expect(budgetViewSchema.parse(view)).toEqual(view);
    expect(view.exists).toBe(true);
    expect(view.categories).toHaveLength(15);
    expect(view.categories.reduce((a, c) => a + c.allocatedCents, 0)).toBe(3_500_001);
    expect(view.totals).toEqual({
      totalCents: 3_500_001,
      allocatedCents: 3_500_001,
      estimatedCents: 0,
      committedCents: 0,
      paidCents: 0,
      dueCents: 0,
      remainingCents: 3_500_001,
    });
    expect(view.access).toEqual({
      role: "couple",
      mode: "whole",
      canEditHeader: true,
      canManageCategories: true,
      locked: false,
    });
    const [header] = await t.db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, id));
    expect(header).toMatchObject({ totalBudget: 35_000, totalCents: 3_500_001, guestCount: 120 });
    expect(header!.categoryAllocations).toMatchObject({ Venue: 7700, Catering: 8400, Contingency: 1400 });

    const again = await client.post("/api/budget/start", { totalCents: 100, guestCount: null });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body)).toMatchObject({
      reason: "already_exists",
      message: "You have a budget already: its categories are in the tracker. Change them there.",
    });
  });

  it("answers an empty budget before the couple starts one", async () => {
    const me = await t.quickUser({ kind: "couple" });
    const view = await getView(me.client);
    expect(view).toMatchObject({ exists: false, version: 0, categories: [], dueSoon: [], warnings: [] });
    expect(view.totals.totalCents).toBe(0);
  });
});

describe("totals to the cent", () => {
  it("adds per-guest and fixed lines, contracts and payments exactly", async () => {
    const { client, view } = await startedCouple(t, 3_500_000, 100);
    const put = await client.put("/api/budget", {
      totalCents: 3_500_000,
      guestCount: 117,
      version: view.version,
    });
    const header = ok<BudgetView>(put);
    expect(header.guestCount).toBe(117);
    const catering = categoryNamed(view, "Catering");
    const dinner = await addItem(client, catering.id, {
      name: "Dinner",
      vendorName: "Spice Kitchen",
      pricing: "per_guest",
      estimateCents: 8533,
    });
    expect(dinner).toMatchObject({ estimatedTotalCents: 998_361, committedTotalCents: null, paidCents: 0 });
    const bar = await addItem(client, catering.id, {
      name: "Open bar",
      estimateCents: 199_999,
      contractCents: 210_001,
    });
    await addPayment(client, bar.id, {
      label: "Deposit",
      amountCents: 50_000,
      paidOn: "2026-10-01",
      method: "card",
    });
    await addPayment(client, bar.id, { label: "Balance", amountCents: 160_001, dueOn: "2099-01-01" });
    const after = await getView(client);
    // GET /api/budget skips the response serializer: its JSON must be exactly the schema's.
    expect(budgetViewSchema.parse(after)).toEqual(after);
    const cat = categoryNamed(after, "Catering");
    expect(cat).toMatchObject({
      allocatedCents: catering.allocatedCents,
      estimatedCents: 998_361 + 199_999,
      committedCents: 998_361 + 210_001,
      paidCents: 50_000,
      remainingCents: catering.allocatedCents - 1_208_362,
    });
    expect(after.totals).toEqual({
      totalCents: 3_500_000,
      allocatedCents: 3_500_000,
      estimatedCents: 1_198_360,
      committedCents: 1_208_362,
      paidCents: 50_000,
      dueCents: 1_158_362,
      remainingCents: 2_291_638,
    });
    // Catering's allocation is below its costs now: a warning names it.
    expect(after.warnings).toContainEqual({
      kind: "category_over",
      id: catering.id,
      message: "Catering is over its allocation: its costs are above what you set aside for it.",
    });
  });

  it("lists a payment due next week in due soon and in this month's cash", async () => {
    const { client, view } = await startedCouple(t);
    const flowers = categoryNamed(view, "Flowers & decor");
    const line = await addItem(client, flowers.id, { name: "Bouquets", estimateCents: 120_000 });
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const payment = await addPayment(client, line.id, {
      label: "Deposit",
      amountCents: 30_000,
      dueOn: nextWeek,
    });
    const after = await getView(client);
    expect(after.dueSoon).toEqual([
      {
        paymentId: payment.id,
        itemId: line.id,
        categoryId: flowers.id,
        label: "Deposit",
        itemName: "Bouquets",
        amountCents: 30_000,
        dueOn: nextWeek,
        overdue: false,
        assigneeName: "The couple",
      },
    ]);
    expect(after.cashByMonth.find((m) => m.month === nextWeek.slice(0, 7))?.dueCents).toBe(30_000);
  });
});

describe("scenarios", () => {
  it("previews without writing anything, applies in one go, and refuses a stale apply", async () => {
    const { id, client, view } = await startedCouple(t, 3_500_000, 120);
    const catering = categoryNamed(view, "Catering");
    const dinner = await addItem(client, catering.id, {
      name: "Dinner",
      pricing: "per_guest",
      estimateCents: 9000,
    });
    const cake = await addItem(client, categoryNamed(view, "Cake").id, {
      name: "Cake",
      pricing: "per_guest",
      estimateCents: 650,
      contractCents: 700,
    });
    const dj = await addItem(client, categoryNamed(view, "Music").id, { name: "DJ", estimateCents: 150_000 });
    const snapshot = async () => ({
      header: await t.db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, id)),
      items: await t.db
        .select()
        .from(budgetItems)
        .where(eq(budgetItems.coupleId, id))
        .orderBy(budgetItems.id),
      changes: (
        await t.db.select({ n: count() }).from(budgetChanges).where(eq(budgetChanges.coupleId, id))
      )[0]!.n,
    });
    const before = await snapshot();
    const preview = ok<ScenarioResult>(
      await client.post("/api/budget/scenario", { guestCount: 90, prices: { [dj.id]: 120_000 } }),
    );
    expect(preview.guestCountBefore).toBe(120);
    expect(preview.guestCountAfter).toBe(90);
    // In the tracker's order: Catering, Music, Cake.
    expect(preview.lines).toEqual([
      {
        itemId: dinner.id,
        categoryId: catering.id,
        name: "Dinner",
        pricing: "per_guest",
        beforeCents: 1_080_000,
        afterCents: 810_000,
      },
      {
        itemId: dj.id,
        categoryId: dj.categoryId,
        name: "DJ",
        pricing: "fixed",
        beforeCents: 150_000,
        afterCents: 120_000,
      },
      {
        itemId: cake.id,
        categoryId: cake.categoryId,
        name: "Cake",
        pricing: "per_guest",
        beforeCents: 84_000,
        afterCents: 63_000,
      },
    ]);
    expect(preview.lines).toHaveLength(3);
    expect(preview.before.committedCents).toBe(1_080_000 + 84_000 + 150_000);
    expect(preview.after.committedCents).toBe(810_000 + 63_000 + 120_000);
    expect(preview.after.remainingCents).toBe(3_500_000 - 993_000);
    expect(await snapshot()).toEqual(before);

    const current = await getView(client);
    const stale = await client.post("/api/budget/scenario/apply", {
      guestCount: 90,
      prices: { [dj.id]: 120_000 },
      budgetVersion: current.version + 1,
      itemVersions: { [dj.id]: dj.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale.body).reason).toBe("stale");
    expect(await snapshot()).toEqual(before);

    const applied = ok<BudgetView>(
      await client.post("/api/budget/scenario/apply", {
        guestCount: 90,
        prices: { [dj.id]: 120_000 },
        budgetVersion: current.version,
        itemVersions: { [dj.id]: dj.version },
      }),
    );
    expect(applied.guestCount).toBe(90);
    expect(applied.totals.committedCents).toBe(993_000);
    const after = await snapshot();
    expect(after.header[0]!.guestCount).toBe(90);
    expect(after.items.find((i) => i.id === dj.id)).toMatchObject({ estimateCents: 120_000, version: 2 });
    expect(Number(after.changes)).toBe(Number(before.changes) + 2);
  });
});

describe("concurrent edits", () => {
  it("tells the later save the line changed, and keeps the first", async () => {
    const { client, view } = await startedCouple(t);
    const line = await addItem(client, categoryNamed(view, "Photography").id, {
      name: "Photographer",
      estimateCents: 300_000,
    });
    const [first, second] = await Promise.all([
      client.request("PATCH", `/api/budget/items/${line.id}`, {
        body: { estimateCents: 310_000, version: line.version },
      }),
      client.request("PATCH", `/api/budget/items/${line.id}`, {
        body: { contractCents: 295_000, version: line.version },
      }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(errorOf(loser.body)).toEqual({
      code: "CONFLICT",
      reason: "stale",
      message:
        "This was changed meanwhile (someone else saved first). Reload to see the latest; nothing was saved.",
    });
    const winner = (first.statusCode === 200 ? first : second).json<ItemView>();
    const fresh = (await getView(client)).categories.flatMap((c) => c.items).find((i) => i.id === line.id)!;
    expect(fresh).toEqual(winner);
    expect(fresh.version).toBe(2);
    // Reloaded, the later save goes through with the new version, keeping the first's change.
    const retry = ok<ItemView>(
      await client.request("PATCH", `/api/budget/items/${line.id}`, {
        body: { notes: "Second thoughts", version: fresh.version },
      }),
    );
    expect(retry).toMatchObject({
      estimateCents: fresh.estimateCents,
      contractCents: fresh.contractCents,
      notes: "Second thoughts",
      version: 3,
    });
  });

  it("refuses a stale header save, category edit, payment edit and delete, writing nothing", async () => {
    const { client, view } = await startedCouple(t);
    const venue = categoryNamed(view, "Venue");
    expect(
      (await client.put("/api/budget", { totalCents: 1, guestCount: 1, version: view.version + 5 }))
        .statusCode,
    ).toBe(409);
    const renamed = ok<CategoryView>(
      await client.request("PATCH", `/api/budget/categories/${venue.id}`, {
        body: { name: "Hall", version: 1 },
      }),
    );
    expect(renamed.version).toBe(2);
    const late = await client.request("PATCH", `/api/budget/categories/${venue.id}`, {
      body: { name: "Barn", version: 1 },
    });
    expect(late.statusCode).toBe(409);
    const line = await addItem(client, venue.id, { name: "Rental", estimateCents: 100 });
    const pay = await addPayment(client, line.id, { label: "Deposit", amountCents: 50 });
    ok(
      await client.request("PATCH", `/api/budget/payments/${pay.id}`, {
        body: { paidOn: "2026-11-01", version: 1 },
      }),
    );
    expect(
      (
        await client.request("PATCH", `/api/budget/payments/${pay.id}`, {
          body: { amountCents: 60, version: 1 },
        })
      ).statusCode,
    ).toBe(409);
    expect((await client.request("DELETE", `/api/budget/payments/${pay.id}?version=1`)).statusCode).toBe(409);
    expect((await client.request("DELETE", `/api/budget/items/${line.id}?version=9`)).statusCode).toBe(409);
    const after = await getView(client);
    expect(categoryNamed(after, "Hall").items[0]!.payments[0]).toMatchObject({
      amountCents: 50,
      paidOn: "2026-11-01",
      version: 2,
    });
    expect(after.totals.totalCents).toBe(3_500_000);
  });
});

describe("the CSV export", () => {
  it("has a BOM, exact dollars, every row kind, and defuses formulas", async () => {
    const { client, view } = await startedCouple(t, 3_500_000, 100);
    const cake = categoryNamed(view, "Cake");
    const line = await addItem(client, cake.id, {
      name: '=HYPERLINK("http://evil.test")',
      vendorName: '+Sweet, "Tooth"',
      pricing: "per_guest",
      estimateCents: 705,
    });
    await addPayment(client, line.id, {
      label: "-Deposit",
      amountCents: 20_001,
      dueOn: "2099-02-03",
      method: "check",
    });
    const res = await client.get("/api/budget/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="wedding-budget.csv"');
    expect(res.body.startsWith("\uFEFFRow,Category,Line,Vendor,Pricing,Allocated,")).toBe(true);
    const lines = res.body.slice(1).split("\r\n");
    expect(lines).toContain(
      `Line,Cake,"'=HYPERLINK(""http://evil.test"")","'+Sweet, ""Tooth""",Per guest,,7.05,,705.00,,0.00,,,,,,,,,`,
    );
    expect(lines).toContain(
      `Payment,Cake,"'=HYPERLINK(""http://evil.test"")",,,,,,,,,,'-Deposit,200.01,2099-02-03,,Check,,The couple,`,
    );
    expect(lines).toContain("Total budget,,,,,,,,,,,,,35000.00,,,,,,");
    expect(lines.filter((l) => l.startsWith("Category,"))).toHaveLength(15);
  });
});
