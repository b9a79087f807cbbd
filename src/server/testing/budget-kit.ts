import { expect } from "vitest";
import type { BudgetView, CategoryView, ItemView, PaymentView } from "@shared/schemas/budget";
import type { AccessLevel } from "@shared/schemas/collaboration";
import { budgetCategoryShares } from "../db/schema/budgets";
import { coupleContributors } from "../db/schema/collaboration";
import type { Client, Response, TestApp } from "./test-app";

/** Helpers of the budget's integration tests (issue #14): a couple with a started budget, helpers, calls. */

export type Couple = { id: string; client: Client; view: BudgetView };

export function ok<T>(res: Response, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

export async function startedCouple(t: TestApp, totalCents = 3_500_000, guestCount: number | null = 100) {
  const me = await t.quickUser({ kind: "couple", name: "Ava Martin" });
  const view = ok<BudgetView>(await me.client.post("/api/budget/start", { totalCents, guestCount }), 201);
  return { id: me.id, client: me.client, view } satisfies Couple;
}

export const categoryNamed = (view: BudgetView, name: string): CategoryView => {
  const c = view.categories.find((x) => x.name === name);
  if (!c) throw new Error(`no category ${name}`);
  return c;
};

export async function getView(c: Client, headers?: Record<string, string>): Promise<BudgetView> {
  return ok<BudgetView>(await c.get("/api/budget", headers ? { headers } : undefined));
}

export async function addItem(c: Client, categoryId: string, body: Record<string, unknown>) {
  return ok<ItemView>(await c.post(`/api/budget/categories/${categoryId}/items`, body), 201);
}

export async function addPayment(c: Client, itemId: string, body: Record<string, unknown>) {
  return ok<PaymentView>(await c.post(`/api/budget/items/${itemId}/payments`, body), 201);
}

/**
 * A helper of `coupleId` with `budget` at `level`, and optionally per-category shares (rows written
 * directly: the sharing API is another helper's). Returns their client and the X-Couple-Id header.
 */
export async function budgetHelper(
  t: TestApp,
  coupleId: string,
  level: AccessLevel,
  shares?: Record<string, AccessLevel>,
) {
  const user = await t.insertUser({ kind: "contributor", name: "Claire Martin" });
  const [row] = await t.db
    .insert(coupleContributors)
    .values({
      coupleId,
      userId: user.id,
      email: user.email,
      name: "Claire Martin",
      role: "parent",
      status: "active",
      areas: { budget: level },
    })
    .returning({ id: coupleContributors.id });
  if (shares && Object.keys(shares).length > 0)
    await t.db
      .insert(budgetCategoryShares)
      .values(
        Object.entries(shares).map(([categoryId, l]) => ({ contributorId: row!.id, categoryId, level: l })),
      );
  const { client } = await t.signIn(user.email, user.password);
  const headers = { "x-couple-id": coupleId };
  return {
    rowId: row!.id,
    client,
    headers,
    get: (url: string) => client.get(url, { headers }),
    send: (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) =>
      client.request(method, url, { headers, ...(body === undefined ? {} : { body }) }),
  };
}
