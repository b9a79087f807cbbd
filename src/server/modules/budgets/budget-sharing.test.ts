import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "@shared/errors";
import type { BudgetView, CategoryView, ItemView } from "@shared/schemas/budget";
import { createTestApp, type TestApp } from "../../testing/test-app";
import {
  addItem,
  addPayment,
  budgetHelper,
  categoryNamed,
  getView,
  ok,
  startedCouple,
} from "../../testing/budget-kit";

/** Family sharing per category, the lock and the history (issue #14; docs/decisions/036). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (body: string) => (JSON.parse(body) as ErrorBody).error;

/** A budget whose every category has a line, a payment and an allocation no other category shares. */
async function fullBudget() {
  const couple = await startedCouple(t, 3_500_000, 120);
  const lines: Record<string, ItemView> = {};
  let k = 0;
  for (const c of couple.view.categories) {
    k += 1;
    ok<CategoryView>(
      await couple.client.request("PATCH", `/api/budget/categories/${c.id}`, {
        body: { allocatedCents: 100_000 + k * 1_111, version: c.version },
      }),
    );
    lines[c.name] = await addItem(couple.client, c.id, {
      name: `Secret line of ${c.name}`,
      vendorName: `Vendor of ${c.name}`,
      estimateCents: 50_000 + k * 7_919,
    });
    await addPayment(couple.client, lines[c.name]!.id, {
      label: `Deposit for ${c.name}`,
      amountCents: 10_000 + k * 37,
      dueOn: "2099-03-01",
    });
  }
  const view = await getView(couple.client);
  for (const c of view.categories) lines[c.name] = c.items[0]!;
  return { ...couple, view, lines };
}

describe("a family member with view on two categories", () => {
  it("receives only those two categories: no other name, line, payment or amount anywhere", async () => {
    const { id, view, lines } = await fullBudget();
    const flowers = categoryNamed(view, "Flowers & decor");
    const cake = categoryNamed(view, "Cake");
    const mom = await budgetHelper(t, id, "view", { [flowers.id]: "view", [cake.id]: "edit" });
    const res = await mom.get("/api/budget");
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json<BudgetView>();
    expect(seen.categories.map((c) => [c.name, c.level])).toEqual([
      ["Flowers & decor", "view"],
      ["Cake", "view"], // edit shared, but the budget area is view: the ceiling
    ]);
    expect(seen.access).toEqual({
      role: "contributor",
      mode: "categories",
      canEditHeader: false,
      canManageCategories: false,
      locked: false,
    });
    expect(seen.guestCount).toBeNull();
    expect(seen.totals.totalCents).toBeNull();
    expect(seen.totals.remainingCents).toBeNull();
    expect(seen.totals.allocatedCents).toBe(flowers.allocatedCents + cake.allocatedCents);
    expect(seen.people).toEqual([]);
    for (const other of view.categories.filter((c) => c.id !== flowers.id && c.id !== cake.id)) {
      const secrets = [
        other.id,
        other.name,
        `"allocatedCents":${other.allocatedCents}`,
        lines[other.name]!.id,
        lines[other.name]!.name,
        `Vendor of ${other.name}`,
        `Deposit for ${other.name}`,
        `"estimateCents":${lines[other.name]!.estimateCents}`,
        `"amountCents":${other.items[0]!.payments[0]!.amountCents}`,
      ];
      for (const s of secrets) expect(res.body, `${s} leaked`).not.toContain(s);
    }
    expect(res.body).not.toContain("3500000");
    // The CSV holds the same and no more.
    const csv = await mom.get("/api/budget/export.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Secret line of Cake");
    expect(csv.body).not.toContain("Secret line of Venue");
    expect(csv.body).not.toContain("Total budget");
    // The scenario (it needs the whole budget) and the history are not theirs.
    expect((await mom.send("POST", "/api/budget/scenario", { guestCount: 90 })).statusCode).toBe(404);
    expect((await mom.get("/api/budget/history")).statusCode).toBe(404);
  });

  it("cannot write, not even in the shared categories", async () => {
    const { id, client, view, lines } = await fullBudget();
    const flowers = categoryNamed(view, "Flowers & decor");
    const mom = await budgetHelper(t, id, "view", { [flowers.id]: "view" });
    const line = lines["Flowers & decor"]!;
    const attempts = [
      mom.send("PATCH", `/api/budget/items/${line.id}`, { estimateCents: 1, version: line.version }),
      mom.send("POST", `/api/budget/categories/${flowers.id}/items`, { name: "Extra", estimateCents: 1 }),
      mom.send("PATCH", `/api/budget/categories/${flowers.id}`, {
        allocatedCents: 1,
        version: flowers.version,
      }),
      mom.send("POST", "/api/budget/categories", { name: "Mine", allocatedCents: 1 }),
      mom.send("PUT", "/api/budget", { totalCents: 1, guestCount: 1, version: view.version }),
      mom.send("DELETE", `/api/budget/payments/${line.payments[0]!.id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const after = categoryNamed(await getView(client), "Flowers & decor");
    expect(after).toEqual(flowers);
  });
});

describe("a family member with edit on one category", () => {
  it("writes only in that category", async () => {
    const { id, client, view, lines } = await fullBudget();
    const flowers = categoryNamed(view, "Flowers & decor");
    const cake = categoryNamed(view, "Cake");
    const dad = await budgetHelper(t, id, "edit", { [flowers.id]: "edit", [cake.id]: "view" });
    const line = lines["Flowers & decor"]!;
    const edited = await dad.send("PATCH", `/api/budget/items/${line.id}`, {
      contractCents: 61_000,
      version: line.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ItemView>().committedTotalCents).toBe(61_000);
    expect(
      (
        await dad.send("POST", `/api/budget/categories/${flowers.id}/items`, {
          name: "Arch",
          estimateCents: 40_000,
        })
      ).statusCode,
    ).toBe(201);
    const cakeLine = lines["Cake"]!;
    const refused = [
      dad.send("PATCH", `/api/budget/items/${cakeLine.id}`, { estimateCents: 1, version: cakeLine.version }),
      dad.send("POST", `/api/budget/categories/${cake.id}/items`, { name: "Cupcakes", estimateCents: 1 }),
      dad.send("PATCH", `/api/budget/items/${lines["Venue"]!.id}`, { estimateCents: 1, version: 1 }),
      // Moving the flowers line into the cake category needs edit there too.
      dad.send("PATCH", `/api/budget/items/${line.id}`, { categoryId: cake.id, version: 2 }),
      dad.send("POST", "/api/budget/categories", { name: "Dad's fund", allocatedCents: 1 }),
      dad.send("DELETE", `/api/budget/categories/${flowers.id}`),
      dad.send("PUT", "/api/budget", { totalCents: 1, guestCount: 1, version: view.version }),
      dad.send("POST", "/api/budget/scenario/apply", { guestCount: 1, budgetVersion: view.version }),
    ];
    for (const res of await Promise.all(refused)) expect(res.statusCode, res.body).toBe(404);
    // Recording who pays is the couple's.
    const payer = await dad.send("PATCH", `/api/budget/categories/${flowers.id}`, {
      payerNote: "Dad",
      version: flowers.version,
    });
    expect(payer.statusCode).toBe(403);
    expect(errorOf(payer.body).message).toBe("Only the couple records who pays for a category.");
    // The couple sees Dad's change, under his name in the history.
    const history = ok<{ entries: { actorName: string; entityLabel: string }[] }>(
      await client.get("/api/budget/history"),
    );
    expect(history.entries[0]).toMatchObject({
      actorName: "Claire Martin",
      entityLabel: "Flowers & decor › Arch",
    });
  });

  it("sees a category they pay for, and only the couple's helpers can be payers and assignees", async () => {
    const { id, client, view, lines } = await fullBudget();
    const music = categoryNamed(view, "Music");
    const cake = categoryNamed(view, "Cake");
    const dad = await budgetHelper(t, id, "view", { [cake.id]: "view" });
    const patched = ok<CategoryView>(
      await client.request("PATCH", `/api/budget/categories/${music.id}`, {
        body: { payerContributorId: dad.rowId, version: music.version },
      }),
    );
    expect(patched.payerName).toBe("Claire Martin");
    const seen = ok<BudgetView>(await dad.get("/api/budget"));
    expect(seen.categories.map((c) => c.name)).toEqual(["Music", "Cake"]);
    // Another couple's helper is unknown here.
    const other = await startedCouple(t);
    const stranger = await budgetHelper(t, other.id, "edit");
    const bad = await client.post(`/api/budget/items/${lines["Music"]!.id}/payments`, {
      label: "Balance",
      amountCents: 100,
      assigneeContributorId: stranger.rowId,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body)).toMatchObject({ message: "Unknown contributor." });
    const assigned = await addPayment(client, lines["Music"]!.id, {
      label: "Balance",
      amountCents: 100,
      assigneeContributorId: dad.rowId,
    });
    expect(assigned.assigneeName).toBe("Claire Martin");
    expect((await getView(client)).people).toEqual([{ id: dad.rowId, name: "Claire Martin" }]);
  });
});

describe("the lock", () => {
  it("blocks helpers' writes with a clear 403 until the couple unlocks", async () => {
    const { id, client, view, lines } = await fullBudget();
    const helper = await budgetHelper(t, id, "edit");
    const line = lines["Venue"]!;
    expect((await helper.send("PUT", "/api/budget/lock", { locked: true })).statusCode).toBe(404);
    expect(ok(await client.put("/api/budget/lock", { locked: true }))).toMatchObject({ locked: true });
    const refused = await helper.send("PATCH", `/api/budget/items/${line.id}`, {
      estimateCents: 1,
      version: line.version,
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused.body)).toEqual({
      code: "FORBIDDEN",
      reason: "budget_locked",
      message: "The couple has locked the budget; only they can change it.",
    });
    for (const res of await Promise.all([
      helper.send("POST", "/api/budget/categories", { name: "Sneaky", allocatedCents: 1 }),
      helper.send("PUT", "/api/budget", { totalCents: 1, guestCount: null, version: view.version }),
      helper.send("DELETE", `/api/budget/payments/${line.payments[0]!.id}`),
    ]))
      expect(res.statusCode).toBe(403);
    const seen = ok<BudgetView>(await helper.get("/api/budget"));
    expect(seen.access).toMatchObject({ locked: true, canEditHeader: false, mode: "whole" });
    expect(seen.categories.every((c) => c.level === "view")).toBe(true);
    // The couple still writes while locked.
    ok(
      await client.request("PATCH", `/api/budget/items/${line.id}`, { body: { notes: "Ours", version: 1 } }),
    );
    ok(await client.put("/api/budget/lock", { locked: false }));
    ok(await helper.send("PATCH", `/api/budget/items/${line.id}`, { notes: "Mine", version: 2 }));
  });
});

describe("the history", () => {
  it("records every kind of change with before → after, newest first, in pages", async () => {
    const { client, view } = await startedCouple(t, 2_000_000, 80);
    const venue = categoryNamed(view, "Venue");
    ok(await client.put("/api/budget", { totalCents: 2_100_000, guestCount: 80, version: view.version }));
    const cat = ok<CategoryView>(
      await client.post("/api/budget/categories", { name: "Honeymoon", allocatedCents: 5 }),
      201,
    );
    ok(
      await client.request("PATCH", `/api/budget/categories/${cat.id}`, {
        body: { allocatedCents: 7, version: 1 },
      }),
    );
    const line = await addItem(client, venue.id, { name: "Barn", estimateCents: 900_000 });
    ok(
      await client.request("PATCH", `/api/budget/items/${line.id}`, {
        body: { contractCents: 880_000, version: 1 },
      }),
    );
    const pay = await addPayment(client, line.id, {
      label: "Deposit",
      amountCents: 100_000,
      dueOn: "2099-01-01",
    });
    ok(
      await client.request("PATCH", `/api/budget/payments/${pay.id}`, {
        body: { paidOn: "2026-11-20", version: 1 },
      }),
    );
    ok(await client.request("DELETE", `/api/budget/payments/${pay.id}?version=2`));
    ok(await client.request("DELETE", `/api/budget/items/${line.id}`));
    ok(await client.request("DELETE", `/api/budget/categories/${cat.id}?version=2`));
    ok(await client.put("/api/budget/lock", { locked: true }));
    ok(await client.put("/api/budget/lock", { locked: false }));
    type Page = {
      entries: {
        entity: string;
        action: string;
        entityLabel: string;
        changes: unknown[];
        actorName: string;
      }[];
      next: string | null;
    };
    const page = ok<Page>(await client.get("/api/budget/history"));
    const recent = page.entries.slice(0, 12).map((e) => [e.entity, e.action, e.entityLabel]);
    expect(recent).toEqual([
      ["budget", "unlock", "Budget"],
      ["budget", "lock", "Budget"],
      ["category", "delete", "Honeymoon"],
      ["item", "delete", "Venue › Barn"],
      ["payment", "delete", "Venue › Barn › Deposit"],
      ["payment", "update", "Venue › Barn › Deposit"],
      ["payment", "create", "Venue › Barn › Deposit"],
      ["item", "update", "Venue › Barn"],
      ["item", "create", "Venue › Barn"],
      ["category", "update", "Honeymoon"],
      ["category", "create", "Honeymoon"],
      ["budget", "update", "Budget"],
    ]);
    const [unlock, , delCat, delItem, delPay, updPay, , updItem, , updCat] = page.entries;
    expect(unlock!.changes).toEqual([{ field: "locked", before: true, after: false }]);
    expect(delCat!.changes).toEqual([
      { field: "name", before: "Honeymoon", after: null },
      { field: "allocatedCents", before: 7, after: null },
      { field: "position", before: 15, after: null },
      { field: "payerNote", before: "", after: null },
      { field: "lines", before: 0, after: null },
    ]);
    expect(delItem!.changes).toContainEqual({ field: "contractCents", before: 880_000, after: null });
    expect(delPay!.changes).toContainEqual({ field: "amountCents", before: 100_000, after: null });
    expect(updPay!.changes).toEqual([{ field: "paidOn", before: null, after: "2026-11-20" }]);
    expect(updItem!.changes).toEqual([{ field: "contractCents", before: null, after: 880_000 }]);
    expect(updCat!.changes).toEqual([{ field: "allocatedCents", before: 5, after: 7 }]);
    expect(page.entries[11]!.changes).toEqual([{ field: "totalCents", before: 2_000_000, after: 2_100_000 }]);
    expect(page.entries.every((e) => e.actorName === "Ava Martin")).toBe(true);
    // 12 + the start (15 categories + the budget's creation) = 28 entries: one page.
    expect(page.entries).toHaveLength(28);
    expect(page.next).toBeNull();
  });

  it("pages by `before` without losing entries of one transaction", async () => {
    const { client, view } = await startedCouple(t);
    for (let i = 0; i < 60; i++)
      ok(
        await client.request("PATCH", `/api/budget/categories/${view.categories[0]!.id}`, {
          body: { allocatedCents: 1000 + i, version: i + 1 },
        }),
      );
    type Page = { entries: { id: string }[]; next: string | null };
    const first = ok<Page>(await client.get("/api/budget/history"));
    expect(first.entries.length).toBeGreaterThanOrEqual(50);
    expect(first.next).not.toBeNull();
    const second = ok<Page>(
      await client.get(`/api/budget/history?before=${encodeURIComponent(first.next!)}`),
    );
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(60 + 16);
    expect(second.next).toBeNull();
  });
});
