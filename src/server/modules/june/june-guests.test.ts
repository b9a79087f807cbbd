import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parseJuneStreamEvent,
  type JuneActionResult,
  type JuneMessage,
  type JuneStreamEvent,
} from "@shared/schemas/june";
import { coupleChatHistory } from "../../db/schema/june";
import { guestEventAnswers, guestEvents, guestInvitations, guests, households } from "../../db/schema/guests";
import { contentText, startScriptedOpenAi, type ScriptedOpenAi } from "../../testing/scripted-openai";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { guestCounts } from "../guests/guests.service";

/**
 * June and the guest list (issue #12) through the real route: her guest tools read the new model (per
 * event, meals, who hasn't answered; deleted and unreviewed households left out), and add_guests only
 * proposes — the household is written on confirm, for the signed-in couple only. Both engines: the
 * OpenAI-compatible one against a scripted server, and the built-in one from the couple's own words.
 */

let t: TestApp; // AI_PROVIDER=openai
let builtin: TestApp; // the default engine, same database
let ai: ScriptedOpenAi;

beforeAll(async () => {
  ai = await startScriptedOpenAi();
  t = await createTestApp({ AI_PROVIDER: "openai", AI_BASE_URL: ai.baseURL, AI_MODEL: "scripted-model" });
  builtin = await createTestApp({}, { database: t.testDatabase });
});
afterAll(async () => {
  await builtin?.close();
  await t?.close();
  await ai?.close();
});

/** Sends a message through `app` as `client` and returns the parsed SSE events. */
async function send(app: TestApp, client: Client, text: string): Promise<JuneStreamEvent[]> {
  const res = await app.client(client.ip).request("POST", "/api/june/messages", {
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
const householdsOf = (coupleId: string) =>
  t.db.select().from(households).where(eq(households.coupleId, coupleId));

/**
 * A couple's list: Ceremony, Reception (meals), Rehearsal Dinner; Chris & Sam Lee (all attending, chicken
 * and fish), Maria Lopez (no answer), plus a deleted guest, a deleted household and a registration waiting
 * for review — the last three must never be counted.
 */
async function seedList(coupleId: string) {
  const events = await t.db
    .insert(guestEvents)
    .values(
      ["Ceremony", "Reception", "Rehearsal Dinner"].map((name, position) => ({
        coupleId,
        name,
        position,
        asksMeal: name === "Reception",
      })),
    )
    .returning();
  const home = async (name: string, extra: Partial<typeof households.$inferInsert> = {}) => {
    const [h] = await t.db
      .insert(households)
      .values({ coupleId, name, rsvpToken: `t-${crypto.randomUUID()}`, ...extra })
      .returning();
    await t.db.insert(guestInvitations).values(events.map((e) => ({ householdId: h!.id, eventId: e.id })));
    return h!;
  };
  const lees = await home("Chris & Sam Lee");
  const lee = await t.db
    .insert(guests)
    .values([
      { coupleId, householdId: lees.id, name: "Chris Lee", rsvpStatus: "attending", mealChoice: "Chicken" },
      { coupleId, householdId: lees.id, name: "Sam Lee", rsvpStatus: "attending", mealChoice: "Fish" },
      { coupleId, householdId: lees.id, name: "Gone Lee", rsvpStatus: "attending", deletedAt: new Date() },
    ])
    .returning();
  await t.db
    .insert(guestEventAnswers)
    .values(
      lee.flatMap((g) => events.map((e) => ({ guestId: g.id, eventId: e.id, status: "attending" as const }))),
    );
  const maria = await home("Maria Lopez");
  await t.db.insert(guests).values({ coupleId, householdId: maria.id, name: "Maria Lopez" });
  const deleted = await home("Deleted Home", { deletedAt: new Date() });
  await t.db.insert(guests).values({ coupleId, householdId: deleted.id, name: "Del Eted" });
  const waiting = await home("Waiting Review", { reviewStatus: "pending", source: "registration" });
  await t.db.insert(guests).values({ coupleId, householdId: waiting.id, name: "Wai Ting" });
  return events;
}

describe("guest_stats reads the new model", () => {
  it("per event, meals and who hasn't answered reach the model; deleted and unreviewed guests never count", async () => {
    const { id, client } = await t.quickUser({ kind: "couple" });
    await seedList(id);
    ai.enqueue(
      { kind: "tool_calls", calls: [{ name: "guest_stats", arguments: {} }] },
      { kind: "text", chunks: ["2 are coming to the rehearsal dinner."] },
    );
    const before = ai.requests.length;
    const events = await send(t, client, "How many are coming to the rehearsal dinner?");
    expect(events.map((e) => e.event)).toEqual(["user", "tool", "delta", "done"]);
    expect(events[1]).toEqual({
      event: "tool",
      data: { name: "guest_stats", summary: "Looked at your guest list" },
    });

    // The system prompt's context counts only the list (the one-statement read in june-history.ts).
    const first = ai.requests[before]!.body.messages;
    expect(contentText(first.find((m) => m.role === "system"))).toContain(
      "- Guest list: 3 guests (2 attending, 1 pending, 0 declined)",
    );
    const result = JSON.parse(
      contentText(ai.requests[before + 1]!.body.messages.find((m) => m.role === "tool")).replace(
        /^[^{]*|[^}]*$/g,
        "",
      ),
    ) as Record<string, unknown>;
    expect(result).toEqual({
      total: 3,
      attending: 2,
      pending: 1,
      declined: 0,
      households: 2,
      events: [
        { name: "Ceremony", invited: 3, attending: 2, declined: 0, pending: 1 },
        { name: "Reception", invited: 3, attending: 2, declined: 0, pending: 1 },
        { name: "Rehearsal Dinner", invited: 3, attending: 2, declined: 0, pending: 1 },
      ],
      meals: [
        { meal: "Chicken", count: 1 },
        { meal: "Fish", count: 1 },
      ],
      pendingHouseholds: { count: 1, names: ["Maria Lopez"] },
    });
  });

  it("the built-in engine answers per event, meals and who hasn't answered from the same tool", async () => {
    const { id, client } = await t.quickUser({ kind: "couple" });
    await seedList(id);
    expect(reply(await send(builtin, client, "How many are coming to the rehearsal dinner?")).content).toBe(
      "**Rehearsal Dinner**: 2 attending, 0 declined and 1 pending (3 guests invited).",
    );
    expect(reply(await send(builtin, client, "how many chicken vs fish?")).content).toBe(
      "Of your 2 attending guests, **1** chose Chicken and **1** chose Fish.\n\n- Chicken: 1\n- Fish: 1",
    );
    expect(reply(await send(builtin, client, "who hasn't answered?")).content).toBe(
      "1 household hasn't answered yet (1 guest): **Maria Lopez**.",
    );
  });
});

describe("add_guests: propose, then confirm or decline", () => {
  it("OpenAI engine: the proposal writes nothing; confirm writes the household (source june) and it is counted", async () => {
    const { id, client } = await t.quickUser({ kind: "couple" });
    await seedList(id);
    const before = (await householdsOf(id)).length;
    ai.enqueue(
      {
        kind: "tool_calls",
        calls: [
          {
            name: "add_guests",
            arguments: {
              guests: [{ name: "Jess Park" }, { name: "Ali Park" }],
              events: ["rehearsal dinner", "the Reception"],
            },
          },
        ],
      },
      { kind: "text", chunks: ["Shall I add Jess and Ali Park? Confirm below."] },
    );
    const events = await send(t, client, "add Jess and Ali Park to the rehearsal dinner and reception");
    expect(events.map((e) => e.event)).toEqual(["user", "tool", "action", "delta", "done"]);
    expect(events[1]).toEqual({
      event: "tool",
      data: { name: "add_guests", summary: "Suggested adding 2 guests to your guest list" },
    });
    const proposal = reply(events);
    expect(proposal.pendingAction).toMatchObject({
      kind: "add_guests",
      householdName: "Jess & Ali Park",
      guests: [
        { name: "Jess Park", guestType: "friend" },
        { name: "Ali Park", guestType: "friend" },
      ],
      plusOnes: 0,
      eventNames: ["Reception", "Rehearsal Dinner"],
      status: "pending",
    });
    const toolMsg = ai.requests.at(-1)!.body.messages.find((m) => m.role === "tool");
    expect(contentText(toolMsg)).toContain("a proposal: nothing is saved until the couple confirms");
    expect(await householdsOf(id)).toHaveLength(before); // nothing written yet

    // Another couple cannot confirm it.
    const other = await t.quickUser({ kind: "couple" });
    expect((await decide(other.client, proposal.id, "confirm")).statusCode).toBe(404);
    expect(await householdsOf(other.id)).toEqual([]);

    const res = await decide(client, proposal.id, "confirm");
    expect(res.statusCode).toBe(200);
    const result = res.json<JuneActionResult>();
    expect(result.original.pendingAction?.status).toBe("confirmed");
    expect(result.message.content).toBe(
      "Done — I added **Jess Park** and **Ali Park** to your guest list as one household (“Jess & Ali Park”). Invited to Reception and Rehearsal Dinner. [Open your guest list](/planning/guest-list-manager)",
    );
    expect(result.message.tools).toEqual([
      { name: "add_guests", summary: "Added 2 guests to your guest list" },
    ]);
    const added = (await householdsOf(id)).find((h) => h.name === "Jess & Ali Park")!;
    expect(added).toMatchObject({ source: "june", reviewStatus: "approved", email: "" });
    const invited = await t.db
      .select()
      .from(guestInvitations)
      .where(eq(guestInvitations.householdId, added.id));
    const [, reception, rehearsal] = await t.db
      .select()
      .from(guestEvents)
      .where(eq(guestEvents.coupleId, id))
      .orderBy(guestEvents.position);
    expect(invited.map((i) => i.eventId).sort()).toEqual([reception!.id, rehearsal!.id].sort());
    const counts = await guestCounts(t.db, id);
    expect(counts.total).toBe(5);
    expect(counts.pending).toBe(3);
    expect(counts.byEvent.map((e) => e.invited)).toEqual([3, 5, 5]);
    expect((await decide(client, proposal.id, "confirm")).statusCode).toBe(409);
  });

  it("built-in engine: “add Chris and Sam Lee” → proposal, nothing written; confirm → invited to every event and counted", async () => {
    const { id, client } = await t.quickUser({ kind: "couple" });
    await t.db.insert(guestEvents).values([
      { coupleId: id, name: "Ceremony", position: 0 },
      { coupleId: id, name: "Reception", position: 1 },
    ]);
    const events = await send(builtin, client, "Add Chris and Sam Lee");
    const proposal = reply(events);
    expect(proposal.content).toBe(
      "Shall I add **Chris Lee** and **Sam Lee** to your guest list as one household (“Chris & Sam Lee”), invited to all your events (Ceremony and Reception)? Please confirm below — nothing is added until you do.",
    );
    expect(proposal.pendingAction).toMatchObject({ kind: "add_guests", eventIds: null, status: "pending" });
    expect(await householdsOf(id)).toEqual([]);

    const res = await decide(client, proposal.id, "confirm");
    expect(res.statusCode).toBe(200);
    expect(res.json<JuneActionResult>().message.content).toContain(
      "Invited to all your events (Ceremony and Reception).",
    );
    expect((await householdsOf(id)).map((h) => h.name)).toEqual(["Chris & Sam Lee"]);
    expect((await guestCounts(t.db, id)).byEvent.map((e) => e.invited)).toEqual([2, 2]);
    expect(reply(await send(builtin, client, "how many guests do we have?")).content).toContain(
      "You have **2 guests** on your list",
    );
  });

  it("declining writes nothing; a family without names gets a question and no proposal", async () => {
    const { id, client } = await t.quickUser({ kind: "couple" });
    const proposal = reply(await send(builtin, client, "put Tom Baker and a plus one on the list"));
    expect(proposal.pendingAction).toMatchObject({ kind: "add_guests", plusOnes: 1 });
    const res = await decide(client, proposal.id, "dismiss");
    expect(res.json<JuneActionResult>().message.content).toBe(
      "No problem — I won't add Tom Baker to your guest list.",
    );
    expect(await householdsOf(id)).toEqual([]);

    const ask = reply(await send(builtin, client, "add the Okafor family (4 people)"));
    expect(ask.pendingAction).toBeUndefined();
    expect(ask.content).toContain("what are the 4 people's names?");
  });

  it("only ever touches the bound couple's list: another couple's events are not theirs to invite to", async () => {
    const a = await t.quickUser({ kind: "couple" });
    const b = await t.quickUser({ kind: "couple" });
    const [bEvent] = await t.db
      .insert(guestEvents)
      .values({ coupleId: b.id, name: "Rehearsal Dinner" })
      .returning();
    // A has no rehearsal dinner: June says so instead of reaching B's event.
    const ask = reply(await send(builtin, a.client, "invite Jess Park to the rehearsal dinner"));
    expect(ask.pendingAction).toBeUndefined();
    expect(ask.content).toContain("You haven't added any events yet");

    // Even a stored proposal naming B's event id (tampered) writes only to A, invited to nothing of B's.
    const proposal = reply(await send(builtin, a.client, "add Jess Park"));
    await t.db
      .update(coupleChatHistory)
      .set({
        messageMetadata: {
          pendingAction: {
            kind: "add_guests",
            householdName: "Jess Park",
            guests: [{ name: "Jess Park", guestType: "friend" }],
            plusOnes: 0,
            eventIds: [bEvent!.id],
            eventNames: ["Rehearsal Dinner"],
          },
        },
      })
      .where(eq(coupleChatHistory.id, proposal.id));
    expect((await decide(b.client, proposal.id, "confirm")).statusCode).toBe(404);
    expect((await decide(a.client, proposal.id, "confirm")).statusCode).toBe(200);
    const [home] = await householdsOf(a.id);
    expect(home?.name).toBe("Jess Park");
    expect(
      await t.db.select().from(guestInvitations).where(eq(guestInvitations.householdId, home!.id)),
    ).toEqual([]);
    expect(await householdsOf(b.id)).toEqual([]);
  });
});
