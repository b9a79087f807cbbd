import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { BudgetSharing, BudgetView, budgetSharingListSchema } from "@shared/schemas/budget";
import { categoryLevel } from "@shared/rules/budget-access";
import {
  budgetCategories,
  budgetCategoryShares,
  budgetChanges,
  weddingBudgets,
} from "../../db/schema/budgets";
import { coupleContributors } from "../../db/schema/collaboration";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { loadBudgetGrant } from "./budget-access";

type List = z.infer<typeof budgetSharingListSchema>;
type Err = { error: { code: string; message: string; fields?: Record<string, string> } };

let t: TestApp;
let couple: { id: string; email: string; client: Client };
let parent: { id: string; email: string; client: Client };
const cat: Record<string, string> = {};
let parentRow = "";
let invitedRow = "";

async function addCategories(coupleId: string, names: string[]) {
  const rows = await t.db
    .insert(budgetCategories)
    .values(names.map((name, position) => ({ coupleId, name, position, allocatedCents: 100_000 })))
    .returning({ id: budgetCategories.id, name: budgetCategories.name });
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

beforeAll(async () => {
  t = await createTestApp();
  couple = await t.quickUser({ kind: "couple", name: "Ava Reyes" });
  parent = await t.quickUser({ kind: "contributor", name: "Mara Reyes" });
  await t.db.insert(weddingBudgets).values({ userId: couple.id, totalCents: 3_500_000, totalBudget: 35_000 });
  Object.assign(cat, await addCategories(couple.id, ["Venue", "Catering", "Flowers", "Music"]));
  const [active] = await t.db
    .insert(coupleContributors)
    .values({
      coupleId: couple.id,
      userId: parent.id,
      email: parent.email,
      name: "Mara",
      role: "parent",
      areas: { budget: "edit", guests: "view" },
      status: "active",
      acceptedAt: new Date(),
    })
    .returning({ id: coupleContributors.id });
  parentRow = active!.id;
  const [invited] = await t.db
    .insert(coupleContributors)
    .values({ coupleId: couple.id, email: "uncle-leo@example.test", name: "Leo", role: "other" })
    .returning({ id: coupleContributors.id });
  invitedRow = invited!.id;
  await t.db
    .update(budgetCategories)
    .set({ payerContributorId: parentRow })
    .where(eq(budgetCategories.id, cat.Flowers!));
});
afterAll(() => t.close());

const put = (c: Client, id: string, body: unknown, headers?: Record<string, string>) =>
  c.request("PUT", `/api/budget/sharing/${id}`, { body, ...(headers ? { headers } : {}) });
const list = async () => {
  const res = await couple.client.get("/api/budget/sharing");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<List>();
};
const grantOf = (coupleId: string, viewerId: string) =>
  loadBudgetGrant(t.db, {
    coupleId,
    role: "contributor",
    viewer: { id: viewerId, email: "", name: "", kind: "contributor", isAdmin: false },
    can: () => true,
  });

describe("GET /api/budget/sharing", () => {
  it("lists the couple's invited and active contributors with their budget level, shares and payments", async () => {
    const body = await list();
    expect(body).toMatchObject({ exists: true, locked: false });
    expect(body.categories.map((c) => c.name)).toEqual(["Venue", "Catering", "Flowers", "Music"]);
    expect(body.categories[2]).toEqual({
      id: cat.Flowers,
      name: "Flowers",
      payerContributorId: parentRow,
      payerNote: "",
      version: 1,
    });
    expect(body.contributors).toEqual([
      {
        contributorId: parentRow,
        name: "Mara",
        email: parent.email,
        role: "parent",
        status: "active",
        level: "edit",
        categories: null,
        pays: [cat.Flowers],
      },
      {
        contributorId: invitedRow,
        name: "Leo",
        email: "uncle-leo@example.test",
        role: "other",
        status: "invited",
        level: "none",
        categories: null,
        pays: [],
      },
    ]);
  });

  it("is the couple's alone: a contributor acting for the couple gets 404", async () => {
    const res = await parent.client.get("/api/budget/sharing", { headers: { "x-couple-id": couple.id } });
    expect(res.statusCode).toBe(404);
    const write = await put(
      parent.client,
      parentRow,
      { level: "edit", categories: null },
      { "x-couple-id": couple.id },
    );
    expect(write.statusCode).toBe(404);
  });
});

describe("PUT /api/budget/sharing/:contributorId", () => {
  it("shares two categories at view: the grant, the shares and the history change together", async () => {
    const res = await put(couple.client, parentRow, {
      level: "view",
      categories: { [cat.Catering!]: "view", [cat.Venue!]: "view" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BudgetSharing>()).toMatchObject({
      contributorId: parentRow,
      level: "view",
      categories: { [cat.Catering!]: "view", [cat.Venue!]: "view" },
      pays: [cat.Flowers],
    });
    const [row] = await t.db.select().from(coupleContributors).where(eq(coupleContributors.id, parentRow));
    expect(row!.areas).toEqual({ budget: "view", guests: "view" });
    const shares = await t.db
      .select()
      .from(budgetCategoryShares)
      .where(eq(budgetCategoryShares.contributorId, parentRow));
    expect(shares.map((s) => [s.categoryId, s.level]).sort()).toEqual(
      [
        [cat.Catering, "view"],
        [cat.Venue, "view"],
      ].sort(),
    );
    const history = await t.db
      .select()
      .from(budgetChanges)
      .where(and(eq(budgetChanges.coupleId, couple.id), eq(budgetChanges.entity, "sharing")));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actorId: couple.id,
      actorName: "Ava Reyes",
      entityId: parentRow,
      entityLabel: "Mara",
      action: "update",
      changes: [{ field: "access", before: "Whole budget (edit)", after: "Catering (view), Venue (view)" }],
    });

    // What the budget's readers use: only those two, plus the category she pays for (view).
    const grant = await grantOf(couple.id, parent.id);
    const visible = Object.values(cat).filter((id) => categoryLevel(grant, id, false) !== null);
    expect(visible.sort()).toEqual([cat.Venue, cat.Catering, cat.Flowers].sort());
    expect(categoryLevel(grant, cat.Music!, false)).toBeNull();
  });

  it("a contributor's GET /api/budget then lists only the two categories shared with them", async () => {
    const claire = await t.quickUser({ kind: "contributor", name: "Claire Reyes" });
    const [row] = await t.db
      .insert(coupleContributors)
      .values({
        coupleId: couple.id,
        userId: claire.id,
        email: claire.email,
        name: "Claire",
        role: "parent",
        areas: { budget: "edit" },
        status: "active",
        acceptedAt: new Date(),
      })
      .returning({ id: coupleContributors.id });
    const asClaire = { "x-couple-id": couple.id };
    const before = await claire.client.get("/api/budget", { headers: asClaire });
    expect(before.json<BudgetView>().categories).toHaveLength(4);

    const res = await put(couple.client, row!.id, {
      level: "view",
      categories: { [cat.Catering!]: "view", [cat.Flowers!]: "view" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = await claire.client.get("/api/budget", { headers: asClaire });
    expect(answer.statusCode, answer.body).toBe(200);
    const view = answer.json<BudgetView>();
    expect(view.categories.map((c) => [c.name, c.level])).toEqual([
      ["Catering", "view"],
      ["Flowers", "view"],
    ]);
    expect(view.access).toMatchObject({ role: "contributor", mode: "categories" });
    expect(view.totals.totalCents).toBeNull();
    // What she may not see is not in the JSON at all.
    for (const hidden of ["Venue", "Music", cat.Venue!, cat.Music!])
      expect(answer.body).not.toContain(hidden);
    await t.db.delete(coupleContributors).where(eq(coupleContributors.id, row!.id));
  });

  it("caps each category at the budget level and shares the whole budget with null", async () => {
    const res = await put(couple.client, parentRow, { level: "view", categories: { [cat.Music!]: "edit" } });
    expect(res.json<BudgetSharing>().categories).toEqual({ [cat.Music!]: "view" });
    const whole = await put(couple.client, parentRow, { level: "edit", categories: null });
    expect(whole.statusCode).toBe(200);
    expect(whole.json<BudgetSharing>()).toMatchObject({ level: "edit", categories: null });
    expect(
      await t.db.select().from(budgetCategoryShares).where(eq(budgetCategoryShares.contributorId, parentRow)),
    ).toEqual([]);
    expect((await list()).contributors[0]).toMatchObject({ level: "edit", categories: null });
  });

  it("level none removes the budget area and every share", async () => {
    await put(couple.client, parentRow, { level: "edit", categories: { [cat.Venue!]: "edit" } });
    const res = await put(couple.client, parentRow, { level: "none", categories: { [cat.Venue!]: "edit" } });
    expect(res.json<BudgetSharing>()).toMatchObject({ level: "none", categories: null });
    const [row] = await t.db.select().from(coupleContributors).where(eq(coupleContributors.id, parentRow));
    expect(row!.areas).toEqual({ guests: "view" });
    expect(
      await t.db.select().from(budgetCategoryShares).where(eq(budgetCategoryShares.contributorId, parentRow)),
    ).toEqual([]);
  });

  it("refuses another couple's category, an empty choice and bad input, and writes nothing", async () => {
    const other = await t.quickUser({ kind: "couple" });
    const theirs = await addCategories(other.id, ["Cake"]);
    const before = await list();
    expect((await other.client.get("/api/budget/sharing")).json<List>()).toMatchObject({
      exists: false,
      locked: false,
      contributors: [],
    });
    const foreign = await put(couple.client, parentRow, {
      level: "view",
      categories: { [theirs.Cake!]: "view" },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<Err>().error.fields).toEqual({ categories: "Unknown category." });
    const empty = await put(couple.client, parentRow, { level: "view", categories: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Err>().error.message).toBe("Choose at least one category, or share the whole budget.");
    expect((await put(couple.client, parentRow, { level: "owner", categories: null })).statusCode).toBe(400);
    expect((await put(couple.client, "not-a-uuid", { level: "view", categories: null })).statusCode).toBe(
      400,
    );
    expect(await list()).toEqual(before);

    // Another couple naming our contributor: 404, the same as a missing one.
    const stranger = await put(other.client, parentRow, { level: "edit", categories: null });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<Err>().error.message).toBe("This contributor was not found.");
  });

  it("a pending invitation can be limited to categories before it is accepted", async () => {
    const res = await put(couple.client, invitedRow, { level: "view", categories: { [cat.Music!]: "view" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BudgetSharing>()).toMatchObject({ status: "invited", level: "view" });
  });
});

describe("removing shares", () => {
  it("revoking a contributor removes their shares, and deleting a category removes its shares", async () => {
    await put(couple.client, parentRow, {
      level: "view",
      categories: { [cat.Catering!]: "view", [cat.Music!]: "view" },
    });
    await t.db.delete(budgetCategories).where(eq(budgetCategories.id, cat.Music!));
    const afterDelete = await t.db
      .select({ categoryId: budgetCategoryShares.categoryId })
      .from(budgetCategoryShares)
      .where(eq(budgetCategoryShares.contributorId, parentRow));
    expect(afterDelete).toEqual([{ categoryId: cat.Catering }]);

    const revoke = await couple.client.request("DELETE", `/api/contributors/${parentRow}`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(
      await t.db.select().from(budgetCategoryShares).where(eq(budgetCategoryShares.contributorId, parentRow)),
    ).toEqual([]);
    expect((await list()).contributors.map((c) => c.contributorId)).toEqual([invitedRow]);
    // A revoked row is gone from the sharing page's writes too.
    expect((await put(couple.client, parentRow, { level: "view", categories: null })).statusCode).toBe(404);
  });
});
