import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parseJuneStreamEvent,
  type JuneActionResult,
  type JuneMessage,
  type JuneStreamEvent,
} from "@shared/schemas/june";
import type { BudgetView } from "@shared/schemas/budget";
import { budgetCategories, budgetChanges, weddingBudgets } from "../../db/schema/budgets";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { savedVenues } from "../../db/schema/saved-venues";
import { contentText, startScriptedOpenAi, type ScriptedOpenAi } from "../../testing/scripted-openai";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

/**
 * June's write tools of issue #16 through the real route and database (the OpenAI-compatible engine
 * against a scripted server, so the model's tool call is exactly the one under test): a proposal writes
 * nothing; confirm writes exactly the proposal through the pages' own writers; dismiss writes nothing;
 * a value changed meanwhile answers 409 `stale` and writes nothing; another couple's message is 404 and
 * another couple's saved venue is never reachable; a second confirm is a conflict.
 */

type ErrorBody = { error: { code: string; message: string; reason?: string } };

let t: TestApp;
let ai: ScriptedOpenAi;

beforeAll(async () => {
  ai = await startScriptedOpenAi();
  t = await createTestApp({ AI_PROVIDER: "openai", AI_BASE_URL: ai.baseURL, AI_MODEL: "scripted-model" });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

async function send(client: Client, text: string): Promise<JuneStreamEvent[]> {
  const res = await t.client(client.ip).request("POST", "/api/june/messages", {
    headers: { cookie: client.jar.header() ?? "" },
    body: { text },
  });
  expect(res.statusCode).toBe(200);
  return res.body
    .split("\n\n")
    .filter(Boolean)
    .map((f) => {
      const e = parseJuneStreamEvent(/^event: (.*)$/m.exec(f)?.[1] ?? "", /^data: (.*)$/m.exec(f)?.[1] ?? "");
      if (!e) throw new Error(`unparsable frame: ${f}`);
      return e;
    });
}
const reply = (events: JuneStreamEvent[]): JuneMessage => {
  const done = events.find((e) => e.event === "done");
  if (done?.event !== "done") throw new Error(`no done: ${events.map((e) => e.event).join(",")}`);
  return done.data.message;
};
const decide = (client: Client, id: string, d: "confirm" | "dismiss") =>
  client.post(`/api/june/actions/${id}/${d}`);

/** The model calls one tool, then writes nothing more: June's reply is the proposal's question. */
async function propose(client: Client, name: string, args: Record<string, unknown>) {
  ai.enqueue({ kind: "tool_calls", calls: [{ name, arguments: args }] }, { kind: "text", chunks: [""] });
  return send(client, `please ${name}`);
}

const budgetOf = async (client: Client) => (await client.get("/api/budget")).json<BudgetView>();
const historyCount = async (coupleId: string) =>
  (await t.db.select().from(budgetChanges).where(eq(budgetChanges.coupleId, coupleId))).length;

async function coupleWithBudget(totalCents = 3_500_000, guestCount: number | null = 120) {
  const who = await t.quickUser({ kind: "couple" });
  const res = await who.client.post("/api/budget/start", { totalCents, guestCount });
  expect(res.statusCode).toBe(201);
  return who;
}

describe("set_total_budget", () => {
  it("proposes from → to, writes nothing; confirm writes exactly it with the budget's history; a second confirm conflicts", async () => {
    const { id, client } = await coupleWithBudget();
    const historyBefore = await historyCount(id);
    const events = await propose(client, "set_total_budget", { amountUsd: 40000 });
    expect(events.map((e) => e.event)).toEqual(["user", "tool", "action", "delta", "done"]);
    expect(events[1]).toEqual({
      event: "tool",
      data: { name: "set_total_budget", summary: "Suggested a total budget of $40,000" },
    });
    const proposal = reply(events);
    expect(proposal.pendingAction).toEqual({
      kind: "set_total_budget",
      amountCents: 4_000_000,
      previousCents: 3_500_000,
      status: "pending",
    });
    expect(proposal.content).toBe(
      "Shall I set your total budget to $40,000 (was $35,000)? Please confirm below.",
    );
    const toolMsg = ai.requests.at(-1)!.body.messages.find((m) => m.role === "tool");
    expect(contentText(toolMsg)).toContain("a proposal: nothing is saved until the couple confirms");
    // The model was offered the tool with its JSON schema generated from the zod input, described.
    const offered = ai.requests.at(-2)!.body.tools!.find((x) => x.function.name === "set_total_budget")!;
    expect(offered.function.description).toMatch(/TOTAL wedding budget/);
    expect(offered.function.parameters).toMatchObject({
      type: "object",
      properties: { amountUsd: { type: "number" } },
      required: ["amountUsd"],
    });
    expect((await budgetOf(client)).totals.totalCents).toBe(3_500_000);
    expect(await historyCount(id)).toBe(historyBefore);

    // Another couple cannot confirm it.
    const other = await t.quickUser({ kind: "couple" });
    expect((await decide(other.client, proposal.id, "confirm")).statusCode).toBe(404);

    const res = await decide(client, proposal.id, "confirm");
    expect(res.statusCode).toBe(200);
    const result = res.json<JuneActionResult>();
    expect(result.message.content).toBe("Done — your total budget is now $40,000 (was $35,000).");
    expect(result.original.pendingAction?.status).toBe("confirmed");
    const after = await budgetOf(client);
    expect(after.totals.totalCents).toBe(4_000_000);
    expect(after.guestCount).toBe(120);
    const [spec] = await t.db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, id));
    expect(spec!.totalBudget).toBe(40000);
    const [entry] = await t.db
      .select()
      .from(budgetChanges)
      .where(and(eq(budgetChanges.coupleId, id), eq(budgetChanges.entity, "budget")))
      .orderBy(budgetChanges.createdAt)
      .then((rows) => rows.slice(-1));
    expect(entry!.changes).toEqual([{ field: "totalCents", before: 3_500_000, after: 4_000_000 }]);

    expect((await decide(client, proposal.id, "confirm")).statusCode).toBe(409);
    expect((await decide(client, proposal.id, "dismiss")).statusCode).toBe(409);
  });

  it("starts the budget when the couple has none", async () => {
    const { id, client } = await t.quickUser({ kind: "couple" });
    const proposal = reply(await propose(client, "set_total_budget", { amountUsd: 25000.5 }));
    expect(proposal.pendingAction).toMatchObject({ amountCents: 2_500_050, previousCents: null });
    expect(await t.db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, id))).toEqual([]);
    const res = await decide(client, proposal.id, "confirm");
    expect(res.json<JuneActionResult>().message.content).toBe("Done — your total budget is now $25,000.50.");
    expect((await budgetOf(client)).totals.totalCents).toBe(2_500_050);
  });

  it("dismiss writes nothing", async () => {
    const { id, client } = await coupleWithBudget();
    const historyBefore = await historyCount(id);
    const proposal = reply(await propose(client, "set_total_budget", { amountUsd: 50000 }));
    const res = await decide(client, proposal.id, "dismiss");
    expect(res.statusCode).toBe(200);
    expect(res.json<JuneActionResult>().message.content).toBe(
      "No problem — I won't change your total budget.",
    );
    expect((await budgetOf(client)).totals.totalCents).toBe(3_500_000);
    expect(await historyCount(id)).toBe(historyBefore);
  });

  it("a total changed meanwhile is stale: 409, nothing written, still pending", async () => {
    const { client } = await coupleWithBudget();
    const proposal = reply(await propose(client, "set_total_budget", { amountUsd: 40000 }));
    const view = await budgetOf(client);
    const put = await client.put("/api/budget", {
      totalCents: 3_600_000,
      guestCount: 120,
      version: view.version,
    });
    expect(put.statusCode).toBe(200);
    const res = await decide(client, proposal.id, "confirm");
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error).toMatchObject({
      reason: "stale",
      message:
        "Your total budget changed to $36,000 since I suggested this, so I didn't change it. Ask me again if you'd still like the change.",
    });
    expect((await budgetOf(client)).totals.totalCents).toBe(3_600_000);
    const history = (await client.get("/api/june/history")).json<{ messages: JuneMessage[] }>().messages;
    expect(history.find((m) => m.id === proposal.id)?.pendingAction?.status).toBe("pending");
  });
});

describe("set_category_allocation", () => {
  const flowersOf = async (coupleId: string) =>
    (
      await t.db
        .select()
        .from(budgetCategories)
        .where(and(eq(budgetCategories.coupleId, coupleId), eq(budgetCategories.name, "Flowers & decor")))
    )[0]!;

  it("finds 'flowers' among the couple's categories; confirm writes it through the tracker's writer", async () => {
    const { id, client } = await coupleWithBudget();
    const before = await flowersOf(id);
    const events = await propose(client, "set_category_allocation", { category: "flowers", amountUsd: 3000 });
    const proposal = reply(events);
    expect(proposal.pendingAction).toEqual({
      kind: "set_category_allocation",
      categoryId: before.id,
      categoryName: "Flowers & decor",
      amountCents: 300_000,
      previousCents: before.allocatedCents,
      status: "pending",
    });
    expect((await flowersOf(id)).allocatedCents).toBe(before.allocatedCents);
    const res = await decide(client, proposal.id, "confirm");
    expect(res.json<JuneActionResult>().message.content).toBe(
      `Done — Flowers & decor is now $3,000 (was $${(before.allocatedCents / 100).toLocaleString("en-US")}).`,
    );
    const after = await flowersOf(id);
    expect(after.allocatedCents).toBe(300_000);
    expect(after.version).toBe(before.version + 1);
    const [spec] = await t.db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, id));
    expect(spec!.categoryAllocations["Flowers & decor"]).toBe(3000);
    const entries = await t.db
      .select()
      .from(budgetChanges)
      .where(and(eq(budgetChanges.coupleId, id), eq(budgetChanges.entityId, before.id)));
    expect(entries.at(-1)!.changes).toEqual([
      { field: "allocatedCents", before: before.allocatedCents, after: 300_000 },
    ]);
  });

  it("an allocation changed meanwhile is stale; dismiss writes nothing", async () => {
    const { id, client } = await coupleWithBudget();
    const before = await flowersOf(id);
    const stale = reply(
      await propose(client, "set_category_allocation", { category: "florist", amountUsd: 3000 }),
    );
    const patch = await client.request("PATCH", `/api/budget/categories/${before.id}`, {
      body: { allocatedCents: 111_100, version: before.version },
    });
    expect(patch.statusCode).toBe(200);
    const res = await decide(client, stale.id, "confirm");
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.reason).toBe("stale");
    expect((await flowersOf(id)).allocatedCents).toBe(111_100);

    const dismissed = reply(
      await propose(client, "set_category_allocation", { category: "Flowers", amountUsd: 10 }),
    );
    const d = await decide(client, dismissed.id, "dismiss");
    expect(d.json<JuneActionResult>().message.content).toBe("No problem — I won't change Flowers & decor.");
    expect((await flowersOf(id)).allocatedCents).toBe(111_100);
  });

  it("an unknown category proposes nothing; the model is told the couple's categories", async () => {
    const { client } = await coupleWithBudget();
    ai.enqueue(
      {
        kind: "tool_calls",
        calls: [{ name: "set_category_allocation", arguments: { category: "helicopter", amountUsd: 10 } }],
      },
      { kind: "text", chunks: ["Which category did you mean?"] },
    );
    const events = await send(client, "set helicopter to $10");
    expect(events.map((e) => e.event)).toEqual(["user", "tool", "delta", "done"]);
    const toolMsg = contentText(ai.requests.at(-1)!.body.messages.find((m) => m.role === "tool"));
    expect(toolMsg).toContain('no budget category like \\"helicopter\\"');
    expect(toolMsg).toContain("Flowers & decor");
  });
});

describe("update_profile", () => {
  async function coupleWithProfile() {
    const who = await coupleWithBudget(3_000_000, 120);
    const put = await who.client.put("/api/me/couple-profile", {
      partner1Name: "Ava",
      partner2Name: "Noah",
      weddingDate: "2027-06-12",
      guestCount: 120,
      cityId: "cleveland",
    });
    expect(put.statusCode).toBe(200);
    return who;
  }
  const profileOf = async (id: string) =>
    (await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, id)))[0]!;

  it("proposes only what changes; confirm writes the profile (and the budget's guest count that agreed)", async () => {
    const { id, client } = await coupleWithProfile();
    const proposal = reply(
      await propose(client, "update_profile", {
        city: "Nashville, TN",
        guestCount: 150,
        weddingDate: "2027-06-12",
      }),
    );
    expect(proposal.pendingAction).toEqual({
      kind: "update_profile",
      changes: [
        { field: "cityId", from: "cleveland", to: "nashville", fromLabel: "Cleveland", toLabel: "Nashville" },
        { field: "guestCount", from: "120", to: "150", fromLabel: "120 guests", toLabel: "150 guests" },
      ],
      status: "pending",
    });
    expect(await profileOf(id)).toMatchObject({ cityId: "cleveland", guestCount: 120 });
    const res = await decide(client, proposal.id, "confirm");
    expect(res.json<JuneActionResult>().message.content).toBe(
      "Done — your city is now Nashville (was Cleveland) and your guest count is now 150 guests (was 120 guests).",
    );
    expect(await profileOf(id)).toMatchObject({
      cityId: "nashville",
      guestCount: 150,
      weddingDate: "2027-06-12",
    });
    expect((await budgetOf(client)).guestCount).toBe(150);
  });

  it("a date changed meanwhile is stale; nothing written", async () => {
    const { id, client } = await coupleWithProfile();
    const proposal = reply(await propose(client, "update_profile", { weddingDate: "2027-09-18" }));
    expect(proposal.pendingAction).toMatchObject({
      changes: [{ field: "weddingDate", fromLabel: "June 12, 2027", toLabel: "September 18, 2027" }],
    });
    await t.db.update(coupleProfiles).set({ weddingDate: "2027-07-01" }).where(eq(coupleProfiles.id, id));
    const res = await decide(client, proposal.id, "confirm");
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.message).toBe(
      "Your wedding date changed to July 1, 2027 since I suggested this, so I didn't change anything. Ask me again if you'd still like the change.",
    );
    expect((await profileOf(id)).weddingDate).toBe("2027-07-01");
  });
});

describe("remove_saved_venue", () => {
  const savedOf = async (coupleId: string) =>
    (await t.db.select().from(savedVenues).where(eq(savedVenues.userId, coupleId))).map((s) => s.venueId);

  it("finds the couple's save by name (typo forgiven); confirm removes it; another couple's save is never reachable", async () => {
    const listed = await t.db
      .select({ id: venues.id, slug: venues.slug, name: venues.name })
      .from(venues)
      .where(and(eq(venues.isPublished, true), eq(venues.isHidden, false)))
      .limit(2);
    const [mine, theirs] = listed as [(typeof listed)[0], (typeof listed)[0]];
    const { id, client } = await t.quickUser({ kind: "couple" });
    const other = await t.quickUser({ kind: "couple" });
    expect((await client.put(`/api/saved-venues/${mine.id}`, {})).statusCode).toBe(200);
    expect((await other.client.put(`/api/saved-venues/${theirs.id}`, {})).statusCode).toBe(200);

    // Another couple's saved venue, by slug or name: nothing to propose, nothing removed.
    for (const venue of [theirs.slug, theirs.name]) {
      const events = await propose(client, "remove_saved_venue", { venue });
      expect(events.some((e) => e.event === "action")).toBe(false);
    }
    expect(await savedOf(other.id)).toEqual([theirs.id]);

    // Lower case, and the first two letters of its longest word swapped (one typo).
    const longest = mine.name.split(" ").reduce((a, b) => (b.length > a.length ? b : a));
    const typo = mine.name
      .toLowerCase()
      .replace(
        longest.toLowerCase(),
        longest[1]!.toLowerCase() + longest[0]!.toLowerCase() + longest.slice(2).toLowerCase(),
      );
    const proposal = reply(await propose(client, "remove_saved_venue", { venue: typo }));
    expect(proposal.pendingAction).toEqual({
      kind: "remove_saved_venue",
      venueSlug: mine.slug,
      venueName: mine.name,
      status: "pending",
    });
    expect(await savedOf(id)).toEqual([mine.id]);
    expect((await decide(other.client, proposal.id, "confirm")).statusCode).toBe(404);
    const res = await decide(client, proposal.id, "confirm");
    expect(res.json<JuneActionResult>().message.content).toBe(
      `Done — I removed ${mine.name} from your saved venues.`,
    );
    expect(await savedOf(id)).toEqual([]);
    expect(await savedOf(other.id)).toEqual([theirs.id]);
  });

  it("a venue already removed meanwhile is stale", async () => {
    const [v] = await t.db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(and(eq(venues.isPublished, true), eq(venues.isHidden, false)))
      .limit(1);
    const { client } = await t.quickUser({ kind: "couple" });
    await client.put(`/api/saved-venues/${v!.id}`, {});
    const proposal = reply(await propose(client, "remove_saved_venue", { venue: v!.name }));
    await client.request("DELETE", `/api/saved-venues/${v!.id}`);
    const res = await decide(client, proposal.id, "confirm");
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.message).toBe(`${v!.name} isn't in your saved venues anymore.`);
  });
});
