import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "@shared/errors";
import { BUDGET_LIMITS, type ItemView } from "@shared/schemas/budget";
import { budgetChanges, budgetPayments } from "../../db/schema/budgets";
import { vendors, venues } from "../../db/schema/marketplace";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { addItem, addPayment, categoryNamed, getView, ok, startedCouple } from "../../testing/budget-kit";

/** Bad input on the budget's routes (issue #14): clear 400s and 404s, nothing written, never a 500. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (body: string) => (JSON.parse(body) as ErrorBody).error;

describe("amounts", () => {
  it("refuses negative, absurd and fractional cents with clear messages", async () => {
    const { client, view } = await startedCouple(t);
    const venue = categoryNamed(view, "Venue");
    const cases: [unknown, string][] = [
      [-1, "Amounts can't be negative."],
      [BUDGET_LIMITS.maxCents + 1, "That amount is larger than any wedding budget; check the number."],
      [12.5, "Use whole cents."],
      ["100", "Enter an amount."],
    ];
    for (const [estimateCents, message] of cases) {
      const res = await client.post(`/api/budget/categories/${venue.id}/items`, {
        name: "Hall",
        estimateCents,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res.body).fields).toEqual({ estimateCents: message });
    }
    const total = await client.put("/api/budget", { totalCents: 1_000_000_001, guestCount: 10, version: 1 });
    expect(total.statusCode).toBe(400);
    const guests = await client.put("/api/budget", { totalCents: 100, guestCount: 2001, version: 1 });
    expect(errorOf(guests.body).fields).toEqual({ guestCount: "At most 2,000 guests." });
    const zero = await client.post("/api/budget/items/" + randomUUID() + "/payments", {
      label: "X",
      amountCents: 0,
    });
    expect(errorOf(zero.body).fields).toEqual({ amountCents: "Enter an amount above zero." });
    // $10,000,000 exactly is accepted.
    ok(
      await client.post(`/api/budget/categories/${venue.id}/items`, {
        name: "Palace",
        estimateCents: BUDGET_LIMITS.maxCents,
      }),
      201,
    );
  });
});

describe("ids", () => {
  it("answers 404 for unknown and another couple's categories, lines and payments", async () => {
    const mine = await startedCouple(t);
    const theirs = await startedCouple(t);
    const theirCat = theirs.view.categories[0]!;
    const theirLine = await addItem(theirs.client, theirCat.id, { name: "Their line", estimateCents: 100 });
    const theirPay = await addPayment(theirs.client, theirLine.id, {
      label: "Their deposit",
      amountCents: 100,
    });
    const unknown = randomUUID();
    const c = mine.client;
    const probes = [
      [
        c.request("PATCH", `/api/budget/categories/${unknown}`, { body: { name: "X", version: 1 } }),
        "Category not found.",
      ],
      [
        c.request("PATCH", `/api/budget/categories/${theirCat.id}`, { body: { name: "X", version: 1 } }),
        "Category not found.",
      ],
      [c.request("DELETE", `/api/budget/categories/${theirCat.id}`), "Category not found."],
      [
        c.post(`/api/budget/categories/${theirCat.id}/items`, { name: "X", estimateCents: 1 }),
        "Category not found.",
      ],
      [
        c.request("PATCH", `/api/budget/items/${unknown}`, { body: { name: "X", version: 1 } }),
        "Budget line not found.",
      ],
      [
        c.request("PATCH", `/api/budget/items/${theirLine.id}`, { body: { name: "X", version: 1 } }),
        "Budget line not found.",
      ],
      [c.request("DELETE", `/api/budget/items/${theirLine.id}`), "Budget line not found."],
      [
        c.post(`/api/budget/items/${theirLine.id}/payments`, { label: "X", amountCents: 1 }),
        "Budget line not found.",
      ],
      [
        c.request("PATCH", `/api/budget/payments/${theirPay.id}`, { body: { label: "X", version: 1 } }),
        "Payment not found.",
      ],
      [c.request("DELETE", `/api/budget/payments/${unknown}`), "Payment not found."],
      [c.post("/api/budget/scenario", { prices: { [theirLine.id]: 5 } }), "Budget line not found."],
      // Moving my line into their category.
    ] as const;
    for (const [pending, message] of probes) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(404);
      expect(errorOf(res.body).message).toBe(message);
      expect(res.body).not.toContain("Their");
    }
    const myLine = await addItem(c, mine.view.categories[0]!.id, { name: "Mine", estimateCents: 1 });
    const move = await c.request("PATCH", `/api/budget/items/${myLine.id}`, {
      body: { categoryId: theirCat.id, version: 1 },
    });
    expect(move.statusCode).toBe(404);
    // Theirs untouched.
    const theirsAfter = await getView(theirs.client);
    expect(theirsAfter.categories[0]).toMatchObject({
      name: theirCat.name,
      items: [{ name: "Their line", payments: [{ label: "Their deposit" }] }],
    });
    const bad = await c.request("PATCH", "/api/budget/items/not-a-uuid", { body: { name: "X", version: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it("links lines to listings only when they are listed here, and never to both", async () => {
    const { client, view } = await startedCouple(t);
    const [venue] = await t.db
      .select({ id: venues.id, slug: venues.slug })
      .from(venues)
      .where(and(eq(venues.isPublished, true), eq(venues.isHidden, false)))
      .limit(1);
    const [vendor] = await t.db
      .select({ id: vendors.id, slug: vendors.slug })
      .from(vendors)
      .where(and(eq(vendors.isPublished, true), eq(vendors.isHidden, false)))
      .limit(1);
    const cat = categoryNamed(view, "Venue").id;
    const linked = await addItem(client, cat, { name: "Hall", estimateCents: 1, venueId: venue!.id });
    expect(linked.listingPath).toBe(`/venues/${venue!.slug}`);
    const photo = await addItem(client, cat, { name: "Photos", estimateCents: 1, vendorId: vendor!.id });
    expect(photo.listingPath).toBe(`/vendor/${vendor!.slug}`);
    const unknown = await client.post(`/api/budget/categories/${cat}/items`, {
      name: "X",
      estimateCents: 1,
      venueId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown.body).fields).toEqual({ venueId: "Unknown venue: pick one listed here." });
    const both = await client.request("PATCH", `/api/budget/items/${linked.id}`, {
      body: { vendorId: vendor!.id, version: 1 },
    });
    expect(both.statusCode).toBe(400);
    expect(errorOf(both.body).message).toBe("Link the line to a venue or a vendor, not both.");
    const switched = ok<ItemView>(
      await client.request("PATCH", `/api/budget/items/${linked.id}`, {
        body: { venueId: null, vendorId: vendor!.id, version: 1 },
      }),
    );
    expect(switched.listingPath).toBe(`/vendor/${vendor!.slug}`);
  });
});

describe("texts and limits", () => {
  it("refuses oversized texts, NUL and line breaks in names, and duplicate category names", async () => {
    const { id, client, view } = await startedCouple(t);
    const cat = view.categories[0]!.id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "x".repeat(121), estimateCents: 1 }, "name", "Use at most 120 characters."],
      [{ name: "Hall", estimateCents: 1, notes: "y".repeat(1001) }, "notes", "Use at most 1,000 characters."],
      [{ name: "Ha\u0000ll", estimateCents: 1 }, "", ""],
      [{ name: "Two\nlines", estimateCents: 1 }, "name", "Keep this on one line."],
      [{ name: "", estimateCents: 1 }, "name", "Say what this is."],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post(`/api/budget/categories/${cat}/items`, body);
      expect(res.statusCode, res.body).toBe(400);
      if (field) expect(errorOf(res.body).fields?.[field]).toBe(message);
    }
    const dup = await client.post("/api/budget/categories", { name: "venue", allocatedCents: 1 });
    expect(dup.statusCode).toBe(400);
    expect(errorOf(dup.body).message).toBe("You have a category with that name already.");
    const changes = await t.db.select().from(budgetChanges).where(eq(budgetChanges.coupleId, id));
    expect(changes).toHaveLength(16); // the start only
  });

  it("stops at the limits with a clear 400", async () => {
    const { id, client, view } = await startedCouple(t);
    const line = await addItem(client, view.categories[0]!.id, {
      name: "Instalments",
      estimateCents: 100_000,
    });
    await t.db.insert(budgetPayments).values(
      Array.from({ length: BUDGET_LIMITS.paymentsPerItem }, (_, i) => ({
        coupleId: id,
        itemId: line.id,
        label: `#${i + 1}`,
        amountCents: 100,
      })),
    );
    const more = await client.post(`/api/budget/items/${line.id}/payments`, {
      label: "One more",
      amountCents: 1,
    });
    expect(more.statusCode).toBe(400);
    expect(errorOf(more.body).message).toBe("A line holds at most 24 payments.");
    for (let i = 0; i < BUDGET_LIMITS.categories - 15; i++)
      ok(await client.post("/api/budget/categories", { name: `Extra ${i}`, allocatedCents: 0 }), 201);
    const tooMany = await client.post("/api/budget/categories", { name: "One too many", allocatedCents: 0 });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany.body).message).toBe("A budget holds at most 40 categories.");
  });
});
