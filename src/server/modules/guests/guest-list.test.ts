import type { ErrorBody } from "@shared/errors";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  guestListSchema,
  type Guest,
  type GuestEvent,
  type GuestList,
  type GuestSettings,
  type Household,
} from "@shared/schemas/guests";
import { guests, households } from "../../db/schema/guests";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { purgeDeletedGuests } from "./guest-bulk";
import { readHouseholds } from "./guest-reads";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
});

async function coupleWithEvents(names = ["Ceremony", "Reception"]) {
  const me = await t.quickUser({ kind: "couple" });
  const events: GuestEvent[] = [];
  for (const name of names) {
    const res = await me.client.post("/api/guests/events", { name, asksMeal: name === "Reception" });
    expect(res.statusCode, res.body).toBe(201);
    events.push(res.json<GuestEvent>());
  }
  return { ...me, events };
}

async function addHousehold(c: Client, body: Record<string, unknown>): Promise<Household> {
  const res = await c.post("/api/guests/households", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Household>();
}

async function list(c: Client): Promise<GuestList> {
  const res = await c.get("/api/guests");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GuestList>();
}

const guestOf = (l: GuestList, name: string): Guest => {
  const g = l.households.flatMap((h) => h.guests).find((x) => x.name === name);
  if (!g) throw new Error(`no guest ${name}`);
  return g;
};

describe("per-event answers and the derived status", () => {
  it("derives each guest's status from their answers and counts per event", async () => {
    const { client, events } = await coupleWithEvents();
    const [ceremony, reception] = events as [GuestEvent, GuestEvent];
    const home = await addHousehold(client, {
      name: "Chris & Sam Lee",
      guests: [{ name: "Chris Lee" }, { name: "Sam Lee", guestType: "family", side: "partner1" }],
    });
    expect(home.invitedEventIds).toEqual([ceremony.id, reception.id]);
    expect(home.rsvpPath).toMatch(/^\/rsvp\/[A-Za-z0-9_-]{32}$/);
    const [chris, sam] = home.guests as [Guest, Guest];
    expect(chris.answers).toEqual({ [ceremony.id]: "pending", [reception.id]: "pending" });

    const put = (answers: { guestId: string; eventId: string; status: string }[]) =>
      client.put(`/api/guests/households/${home.id}/answers`, { answers });
    // Chris comes to the ceremony only; Sam declines both.
    let res = await put([
      { guestId: chris.id, eventId: ceremony.id, status: "attending" },
      { guestId: chris.id, eventId: reception.id, status: "declined" },
      { guestId: sam.id, eventId: ceremony.id, status: "declined" },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    let after = res.json<Household>();
    expect(after.respondedAt).not.toBeNull();
    expect(after.guests.map((g) => [g.name, g.rsvpStatus])).toEqual([
      ["Chris Lee", "attending"],
      ["Sam Lee", "pending"], // one event still unanswered
    ]);
    res = await put([{ guestId: sam.id, eventId: reception.id, status: "declined" }]);
    after = res.json<Household>();
    expect(after.guests[1]!.rsvpStatus).toBe("declined");
    expect(after.guests[1]!.answers).toEqual({ [ceremony.id]: "declined", [reception.id]: "declined" });

    const l = await list(client);
    expect(l.counts).toMatchObject({ total: 2, attending: 1, declined: 1, pending: 0, households: 1 });
    expect(l.counts.byEvent).toEqual([
      { eventId: ceremony.id, invited: 2, attending: 1, declined: 1, pending: 0 },
      { eventId: reception.id, invited: 2, attending: 0, declined: 2, pending: 0 },
    ]);
    // "pending" clears an answer; Chris no longer attends anything he answered yes to.
    res = await put([{ guestId: chris.id, eventId: ceremony.id, status: "pending" }]);
    expect(res.json<Household>().guests[0]!.rsvpStatus).toBe("pending");

    // Uninviting from the reception leaves only the ceremony, where Sam declined: still declined.
    const bulk = await client.post("/api/guests/bulk", {
      action: "uninvite",
      guestIds: [sam.id],
      eventId: reception.id,
    });
    expect(bulk.json()).toEqual({ affected: 1 });
    const l2 = await list(client);
    expect(guestOf(l2, "Sam Lee").answers).toEqual({ [ceremony.id]: "declined" });
    expect(guestOf(l2, "Chris Lee").answers).toEqual({ [ceremony.id]: "pending" });

    // The timeline counts guests by the day of their first answer.
    const timeline = await client.get("/api/guests/timeline");
    const today = new Date().toISOString().slice(0, 10);
    expect(timeline.json()).toEqual([{ day: today, attending: 0, declined: 1 }]);
  });

  it("sets every invited event's answer from an inline status edit, and refuses answers for uninvited events", async () => {
    const { client, events } = await coupleWithEvents();
    const [ceremony, reception] = events as [GuestEvent, GuestEvent];
    const home = await addHousehold(client, {
      name: "Ada Okafor",
      invitedEventIds: [ceremony.id],
      guests: [{ name: "Ada Okafor" }],
    });
    const ada = home.guests[0]!;
    const patched = await client.request("PATCH", `/api/guests/guests/${ada.id}`, {
      body: { rsvpStatus: "attending", mealChoice: "Fish", tags: ["college"] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Guest>()).toMatchObject({
      rsvpStatus: "attending",
      mealChoice: "Fish",
      tags: ["college"],
      answers: { [ceremony.id]: "attending" },
    });
    const refused = await client.put(`/api/guests/households/${home.id}/answers`, {
      answers: [{ guestId: ada.id, eventId: reception.id, status: "attending" }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.message).toBe("This household is not invited to that event.");
  });

  it("carries answers given before any event existed over to the couple's first event", async () => {
    const me = await t.quickUser({ kind: "couple" });
    const home = await addHousehold(me.client, { name: "Early", guests: [{ name: "Early Bird" }] });
    await t.db.update(guests).set({ rsvpStatus: "attending" }).where(eq(guests.householdId, home.id));
    const ev = await me.client.post("/api/guests/events", { name: "Wedding" });
    const l = await list(me.client);
    expect(l.households[0]!.invitedEventIds).toEqual([ev.json<GuestEvent>().id]);
    expect(guestOf(l, "Early Bird")).toMatchObject({
      rsvpStatus: "attending",
      answers: { [ev.json<GuestEvent>().id]: "attending" },
    });
  });
});

describe("the list's JSON", () => {
  it("matches the schema and the object reader exactly (PostgreSQL builds it)", async () => {
    const { client, id, events } = await coupleWithEvents(["Ceremony", "Reception", "Brunch"]);
    const a = await addHousehold(client, {
      name: "Zed & Ann",
      guests: [
        { name: "Zed Z", tags: ["a", "b"] },
        { name: "Ann A", guestType: "child" },
      ],
    });
    await addHousehold(client, { name: "Nobody invited", invitedEventIds: [], guests: [{ name: "Nia N" }] });
    await client.put(`/api/guests/households/${a.id}/answers`, {
      answers: [{ guestId: a.guests[0]!.id, eventId: events[2]!.id, status: "declined" }],
    });
    await t.db.update(households).set({ tokenRevokedAt: new Date() }).where(eq(households.id, a.id));
    await t.db.update(guests).set({ guestType: "guest" }).where(eq(guests.id, a.guests[1]!.id)); // a legacy value
    const res = await client.get("/api/guests");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const parsed = guestListSchema.strict().parse(res.json());
    expect(parsed.households).toEqual(await readHouseholds(t.db, id, { reviewStatus: "approved" }));
    expect(parsed.households[0]!.rsvpPath).toBeNull();
    expect(parsed.households[0]!.guests[1]!.guestType).toBe("friend");
    expect(Object.keys(parsed.households[0]!.guests[0]!.answers)).toEqual(events.map((e) => e.id));
    expect(parsed.households[1]!.invitedEventIds).toEqual([]);
    // Compressed once and served as asked; a change drops the kept answer.
    for (const [encoding, unzip] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const zipped = await client.get("/api/guests", { headers: { "accept-encoding": encoding } });
      expect(zipped.headers["content-encoding"]).toBe(encoding);
      expect(JSON.parse(unzip(zipped.rawPayload).toString("utf8"))).toEqual(res.json());
    }
    await client.request("PATCH", `/api/guests/guests/${a.guests[0]!.id}`, { body: { name: "Zed Renamed" } });
    expect((await list(client)).households[0]!.guests[0]!.name).toBe("Zed Renamed");
  });
});

describe("bulk actions and undo", () => {
  it("tags, untags, deletes and restores exactly the deleted rows", async () => {
    const { client } = await coupleWithEvents(["Reception"]);
    const a = await addHousehold(client, {
      name: "A",
      guests: [{ name: "Anna Apple" }, { name: "Ali Apple" }],
    });
    const b = await addHousehold(client, { name: "B", guests: [{ name: "Bea Berry" }] });
    const ids = [...a.guests, ...b.guests].map((g) => g.id);
    const tagged = await client.post("/api/guests/bulk", { action: "tag", guestIds: ids, tag: "college" });
    expect(tagged.json()).toEqual({ affected: 3 });
    const again = await client.post("/api/guests/bulk", { action: "tag", guestIds: ids, tag: "college" });
    expect(again.json()).toEqual({ affected: 0 });
    const untagged = await client.post("/api/guests/bulk", {
      action: "untag",
      guestIds: [ids[0]],
      tag: "college",
    });
    expect(untagged.json()).toEqual({ affected: 1 });

    // Delete Ali (Anna stays) and Bea (her household goes with her).
    const del = await client.post("/api/guests/bulk", { action: "delete", guestIds: [ids[1], ids[2]] });
    expect(del.statusCode, del.body).toBe(200);
    const { affected, undoToken } = del.json<{ affected: number; undoToken: string }>();
    expect(affected).toBe(2);
    expect(undoToken).toMatch(/^undo-[0-9a-z]+$/);
    let l = await list(client);
    expect(l.households.map((h) => [h.name, h.guests.map((g) => g.name)])).toEqual([["A", ["Anna Apple"]]]);
    expect(l.counts.total).toBe(1);

    // A later delete is not undone by the first token.
    const later = await client.post("/api/guests/bulk", { action: "delete", guestIds: [ids[0]] });
    expect(later.json<{ affected: number }>().affected).toBe(1);
    const restored = await client.post("/api/guests/restore", { undoToken });
    expect(restored.json()).toEqual({ affected: 2 });
    l = await list(client);
    // Ali's household (emptied by the later delete) comes back with him; Anna stays deleted.
    expect(l.households.map((h) => [h.name, h.guests.map((g) => g.name)])).toEqual([
      ["A", ["Ali Apple"]],
      ["B", ["Bea Berry"]],
    ]);
    expect(guestOf(l, "Bea Berry").tags).toEqual(["college"]);
    // The later delete's own token brings Anna back.
    const second = await client.post("/api/guests/restore", {
      undoToken: later.json<{ undoToken: string }>().undoToken,
    });
    expect(second.json()).toEqual({ affected: 1 });
    expect((await list(client)).counts.total).toBe(3);
    // Undoing twice finds nothing.
    const twice = await client.post("/api/guests/restore", { undoToken });
    expect(twice.statusCode).toBe(404);
    expect(twice.json<ErrorBody>().error.message).toBe("Nothing to undo.");
  });

  it("refuses an undo older than a day and purges what is past it", async () => {
    const { client } = await coupleWithEvents(["Reception"]);
    const a = await addHousehold(client, { name: "Old", guests: [{ name: "Olga Old" }] });
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 3_600_000 - 60_000);
    await t.db.update(guests).set({ deletedAt: dayAndAMinuteAgo }).where(eq(guests.householdId, a.id));
    await t.db.update(households).set({ deletedAt: dayAndAMinuteAgo }).where(eq(households.id, a.id));
    const res = await client.post("/api/guests/restore", {
      undoToken: `undo-${dayAndAMinuteAgo.getTime().toString(36)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error.message).toBe(
      "This delete is more than a day old and can no longer be undone.",
    );
    await purgeDeletedGuests(t.db);
    expect(await t.db.select().from(households).where(eq(households.id, a.id))).toEqual([]);
    // Fresh deletes (inside their day) stay for the undo.
    const b = await addHousehold(client, { name: "New", guests: [{ name: "Nina New" }] });
    await client.post("/api/guests/bulk", { action: "delete", guestIds: [b.guests[0]!.id] });
    await purgeDeletedGuests(t.db);
    const kept = await t.db
      .select()
      .from(guests)
      .where(and(eq(guests.householdId, b.id), isNotNull(guests.deletedAt)));
    expect(kept).toHaveLength(1);
  });

  it("skips another couple's guests in a bulk action and answers 404 on their rows", async () => {
    const owner = await coupleWithEvents(["Reception"]);
    const home = await addHousehold(owner.client, { name: "Theirs", guests: [{ name: "Tess Theirs" }] });
    const guestId = home.guests[0]!.id;
    const stranger = await coupleWithEvents(["Party"]);
    const del = await stranger.client.post("/api/guests/bulk", { action: "delete", guestIds: [guestId] });
    expect(del.json()).toEqual({ affected: 0 });
    const invite = await stranger.client.post("/api/guests/bulk", {
      action: "invite",
      guestIds: [guestId],
      eventId: owner.events[0]!.id,
    });
    expect(invite.statusCode).toBe(404);
    const checks = await Promise.all([
      stranger.client.request("PATCH", `/api/guests/households/${home.id}`, { body: { name: "Mine now" } }),
      stranger.client.post(`/api/guests/households/${home.id}/guests`, { name: "Intruder" }),
      stranger.client.request("PATCH", `/api/guests/guests/${guestId}`, { body: { name: "Mine" } }),
      stranger.client.put(`/api/guests/households/${home.id}/answers`, { answers: [] }),
      stranger.client.request("PATCH", `/api/guests/events/${owner.events[0]!.id}`, { body: { name: "X" } }),
      stranger.client.request("DELETE", `/api/guests/events/${owner.events[0]!.id}`),
    ]);
    expect(checks.map((r) => [r.statusCode, r.json<ErrorBody>().error.message])).toEqual([
      [404, "Household not found."],
      [404, "Household not found."],
      [404, "Guest not found."],
      [404, "Household not found."],
      [404, "Event not found."],
      [404, "Event not found."],
    ]);
    expect((await list(owner.client)).households[0]!.guests[0]!.name).toBe("Tess Theirs");
  });
});

describe("settings, events and the live stream", () => {
  it("opens registration with a short unambiguous code kept across saves, and shows the partners' names", async () => {
    const me = await t.quickUser({ kind: "couple" });
    await me.client.put("/api/me/couple-profile", {
      partner1Name: "Ava",
      partner2Name: "Noah",
      weddingDate: null,
      guestCount: null,
      cityId: null,
    });
    const body = {
      rsvpDeadline: "2027-08-01",
      mealOptions: ["Beef", "Fish", "Fish"],
      contactNote: "Text us",
      registrationOpen: true,
    };
    const first = await me.client.put("/api/guests/settings", body);
    expect(first.statusCode, first.body).toBe(200);
    const settings = first.json<GuestSettings>();
    expect(settings).toMatchObject({
      rsvpDeadline: "2027-08-01",
      mealOptions: ["Beef", "Fish"],
      contactNote: "Text us",
      registrationOpen: true,
      partner1: "Ava",
      partner2: "Noah",
    });
    expect(settings.registrationCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    const closed = await me.client.put("/api/guests/settings", { ...body, registrationOpen: false });
    expect(closed.json<GuestSettings>().registrationCode).toBe(settings.registrationCode);
    expect((await list(me.client)).settings.registrationCode).toBe(settings.registrationCode);
  });

  it("limits a wedding to 20 events, and deleting one re-derives statuses", async () => {
    const { client, events } = await coupleWithEvents(["Ceremony", "Reception"]);
    const home = await addHousehold(client, { name: "H", guests: [{ name: "Hal H" }] });
    await client.put(`/api/guests/households/${home.id}/answers`, {
      answers: [{ guestId: home.guests[0]!.id, eventId: events[1]!.id, status: "attending" }],
    });
    const del = await client.request("DELETE", `/api/guests/events/${events[1]!.id}`);
    expect(del.json()).toEqual({ ok: true });
    expect(guestOf(await list(client), "Hal H").rsvpStatus).toBe("pending");
    for (let i = 0; i < 19; i++) await client.post("/api/guests/events", { name: `Event ${i}` });
    const over = await client.post("/api/guests/events", { name: "One too many" });
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorBody>().error.message).toBe("A wedding has at most 20 events.");
  });

  it("announces every write to the couple's live listeners", async () => {
    const { client, id } = await coupleWithEvents(["Reception"]);
    let heard = 0;
    const off = t.guestList.onChange(id, () => (heard += 1));
    const home = await addHousehold(client, { name: "Live", guests: [{ name: "Liv Live" }] });
    await client.request("PATCH", `/api/guests/guests/${home.guests[0]!.id}`, { body: { notes: "hi" } });
    await client.post("/api/guests/bulk", { action: "tag", guestIds: [home.guests[0]!.id], tag: "x" });
    off();
    expect(heard).toBe(3);
  });

  it("streams `guests` events over SSE on a real port", async () => {
    const { client, id } = await coupleWithEvents(["Reception"]);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/guests/live`, {
      headers: { cookie: client.jar.header()! },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await readUntil("event: ready");
    void id;
    await addHousehold(client, { name: "Streamed", guests: [{ name: "Stella Stream" }] });
    await readUntil("event: guests");
    expect(text).toContain("event: guests\ndata: {}\n\n");
    controller.abort();
  });
});
