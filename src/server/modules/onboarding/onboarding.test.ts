import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetChanges, weddingBudgets } from "../../db/schema/budgets";
import { coupleProfiles } from "../../db/schema/profiles";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profileOf = async (id: string) =>
  (await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, id)))[0] ?? null;
const budgetOf = async (id: string) =>
  (await t.db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, id)))[0] ?? null;

describe("PUT /api/onboarding", () => {
  it("fills the profile and starts the budget in one save", async () => {
    const couple = await t.quickUser({ kind: "couple", name: "Iris Vale" });
    const res = await couple.client.put("/api/onboarding", {
      partner1Name: "Iris",
      partner2Name: "Theo",
      weddingSeason: "fall-2027",
      cityId: "columbus",
      guestCount: 140,
      budgetCents: 4_250_050,
      weddingStyle: "Rustic & barn",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: true });
    expect(await profileOf(couple.id)).toMatchObject({
      partner1Name: "Iris",
      partner2Name: "Theo",
      weddingDate: null,
      weddingSeason: "fall-2027",
      cityId: "columbus",
      guestCount: 140,
      weddingStyle: "Rustic & barn",
    });
    // The spec's total_budget (whole USD) follows the cents; the history records who set it.
    expect(await budgetOf(couple.id)).toMatchObject({
      totalCents: 4_250_050,
      totalBudget: 42_501,
      guestCount: 140,
    });
    const history = await t.db.select().from(budgetChanges).where(eq(budgetChanges.coupleId, couple.id));
    expect(history.map((h) => [h.entity, h.action, h.actorName])).toEqual([
      ["budget", "create", "Iris Vale"],
    ]);

    // The dashboard reads what was saved.
    const dash = (await couple.client.get("/api/couple-dashboard")).json<{
      profile: { weddingSeason: string };
      budget: { totalCents: number };
    }>();
    expect(dash.profile.weddingSeason).toBe("fall-2027");
    expect(dash.budget.totalCents).toBe(4_250_050);
  });

  it("leaves skipped steps alone, and a date replaces the season", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    await couple.client.put("/api/onboarding", { partner1Name: "Lena", weddingSeason: "spring-2028" });
    expect(await budgetOf(couple.id)).toBeNull(); // no total and no guest count: no budget yet
    const res = await couple.client.put("/api/onboarding", { weddingDate: "2028-04-22", guestCount: 60 });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(couple.id)).toMatchObject({
      partner1Name: "Lena",
      partner2Name: "",
      weddingDate: "2028-04-22",
      weddingSeason: null,
      guestCount: 60,
      cityId: null,
    });
    // A guest count alone does not start a budget of $0.
    expect(await budgetOf(couple.id)).toBeNull();

    // A profile whose names were skipped still reads back (the account page and the flow load it).
    const namesSkipped = await t.quickUser({ kind: "couple" });
    await namesSkipped.client.put("/api/onboarding", { cityId: "cleveland" });
    const me = await namesSkipped.client.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json<{ couple: unknown }>().couple).toEqual({
      partner1Name: "",
      partner2Name: "",
      weddingDate: null,
      guestCount: null,
      cityId: "cleveland",
    });
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ partner1Name: "Ann", guestCount: -5 }, "guestCount", "Enter at least 1 guest."],
      [{ partner1Name: "Ann", guestCount: 2.5 }, "guestCount", "Use a whole number of guests."],
      [{ partner1Name: "Ann", guestCount: 9000 }, "guestCount", "At most 2,000 guests."],
      [{ partner1Name: "Ann", budgetCents: -100 }, "budgetCents", "Amounts can't be negative."],
      [
        { partner1Name: "Ann", budgetCents: 5_000_000_000 },
        "budgetCents",
        "That amount is larger than any wedding budget; check the number.",
      ],
      [{ partner1Name: "Ann", cityId: "paris" }, "cityId", "Choose one of our four cities."],
      [
        { partner1Name: "Ann", weddingSeason: "monsoon-2027" },
        "weddingSeason",
        "Choose a season and a year.",
      ],
      [
        { partner1Name: "Ann", weddingDate: "2027-06-12", weddingSeason: "summer-2027" },
        "weddingSeason",
        "Choose a date or a season, not both.",
      ],
      [
        { partner1Name: "Ann", weddingDate: "2027-02-30" },
        "weddingDate",
        "Enter a valid date, like 2027-09-18.",
      ],
      [{ partner1Name: "x".repeat(81) }, "partner1Name", "Use at most 80 characters."],
    ];
    for (const [body, field, message] of cases) {
      const res = await couple.client.put("/api/onboarding", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json<{ error: { code: string; fields?: Record<string, string> } }>().error;
      expect(error.code).toBe("VALIDATION");
      expect(error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await profileOf(couple.id)).toBeNull();
    expect(await budgetOf(couple.id)).toBeNull();
  });

  it("writes the profile and the budget together or not at all", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    // Make the budget half fail inside the transaction, after the profile half has been written.
    await t.db.execute(
      sql.raw(`
      create or replace function onboarding_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${couple.id}' then raise exception 'budget write refused for the test'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(
      sql.raw(`
      create trigger onboarding_test_refuse before insert on wedding_budgets
        for each row execute function onboarding_test_refuse()`),
    );
    try {
      const res = await couple.client.put("/api/onboarding", {
        partner1Name: "Nora",
        budgetCents: 2_000_000,
      });
      expect(res.statusCode).toBe(500);
      expect(await profileOf(couple.id)).toBeNull();
      expect(await budgetOf(couple.id)).toBeNull();
    } finally {
      await t.db.execute(sql.raw("drop trigger onboarding_test_refuse on wedding_budgets"));
    }
  });

  it("is the couple's alone", async () => {
    const vendor = await t.quickUser({ kind: "vendor" });
    expect((await vendor.client.put("/api/onboarding", { partner1Name: "V" })).statusCode).toBe(403);
    expect((await t.client().put("/api/onboarding", { partner1Name: "V" })).statusCode).toBe(401);
  });
});
