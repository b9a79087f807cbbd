import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Household } from "@shared/schemas/guests";
import { guestListSettings, households } from "../../db/schema/guests";
import { coupleProfiles } from "../../db/schema/profiles";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { rsvpCounts } from "../guests/guests.service";

let t: TestApp;
let couple: { id: string; client: Client };
let stranger: { id: string; client: Client };

beforeAll(async () => {
  t = await createTestApp();
  couple = await t.quickUser({ kind: "couple" });
  stranger = await t.quickUser({ kind: "couple" });
  await t.db
    .insert(coupleProfiles)
    .values({ id: couple.id, partner1Name: "Ava", partner2Name: "Noah", weddingDate: "2031-09-18" });
  await t.db.insert(guestListSettings).values([
    { coupleId: couple.id, registrationCode: "AVA7NOAH", registrationOpen: true },
    { coupleId: stranger.id, registrationCode: "CLOSED42", registrationOpen: false },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const registration = {
  householdName: "The Okafor family",
  email: "okafor@example.test",
  phone: "555-0100",
  address: "12 Elm Street",
  postcode: "44101",
  guests: [{ name: "Chidi Okafor" }, { name: "Ngozi Okafor", dietaryNotes: "Vegetarian" }],
  note: "So happy for you!",
};

describe("the registration API", () => {
  it("tells whose wedding an open code belongs to; unknown and closed codes are 404", async () => {
    const c = t.client();
    const res = await c.get("/api/guest-registration/AVA7NOAH");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ partner1: "Ava", partner2: "Noah", weddingDate: "2031-09-18" });
    expect((await c.get("/api/guest-registration/NOPE1234")).statusCode).toBe(404);
    expect((await c.get("/api/guest-registration/CLOSED42")).statusCode).toBe(404);
    expect((await c.post("/api/guest-registration/CLOSED42", registration)).statusCode).toBe(404);
  });

  it("lands a registration as a pending household, not counted until the couple approves it", async () => {
    const before = await rsvpCounts(t.db, couple.id);
    const res = await t.client().post("/api/guest-registration/AVA7NOAH", registration);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await rsvpCounts(t.db, couple.id)).toEqual(before);

    const list = await couple.client.get("/api/guests/registrations");
    expect(list.statusCode, list.body).toBe(200);
    const [home] = list.json<Household[]>();
    expect(home).toMatchObject({
      name: "The Okafor family",
      email: "okafor@example.test",
      postcode: "44101",
      source: "registration",
      reviewStatus: "pending",
      notes: "Note from the registration: So happy for you!",
    });
    expect(home!.guests.map((g) => [g.name, g.dietaryNotes, g.rsvpStatus])).toEqual([
      ["Chidi Okafor", "", "pending"],
      ["Ngozi Okafor", "Vegetarian", "pending"],
    ]);

    // Another couple sees none of it and cannot decide it.
    expect((await stranger.client.get("/api/guests/registrations")).json()).toEqual([]);
    const foreign = await stranger.client.post(`/api/guests/registrations/${home!.id}`, {
      decision: "approve",
    });
    expect(foreign.statusCode).toBe(404);

    const approve = await couple.client.post(`/api/guests/registrations/${home!.id}`, {
      decision: "approve",
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await rsvpCounts(t.db, couple.id)).toEqual({ ...before, pending: before.pending + 2 });
    expect((await couple.client.get("/api/guests/registrations")).json()).toEqual([]);
    // Decided once: a second decision finds nothing pending.
    const again = await couple.client.post(`/api/guests/registrations/${home!.id}`, { decision: "reject" });
    expect(again.statusCode).toBe(404);
  });

  it("rejects a registration: it stays off the list", async () => {
    const before = await rsvpCounts(t.db, couple.id);
    await t.client().post("/api/guest-registration/AVA7NOAH", {
      ...registration,
      householdName: "Uninvited Ulf",
      guests: [{ name: "Ulf" }],
    });
    const [home] = (await couple.client.get("/api/guests/registrations")).json<Household[]>();
    const res = await couple.client.post(`/api/guests/registrations/${home!.id}`, { decision: "reject" });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(households).where(eq(households.id, home!.id));
    expect(row!.reviewStatus).toBe("rejected");
    expect(await rsvpCounts(t.db, couple.id)).toEqual(before);
  });

  it("refuses a registration without people, with the field's message", async () => {
    const res = await t.client().post("/api/guest-registration/AVA7NOAH", { ...registration, guests: [] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Add at least one guest.");
  });
});

describe("the registration page /guest-registration/{code}", () => {
  const form = (c: Client, body: string, headers: Record<string, string> = {}) =>
    c.request("POST", "/guest-registration/AVA7NOAH", {
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  it("shows the couple's names and date; unknown or closed codes get the friendly 404 page", async () => {
    const c = t.client();
    const page = await c.get("/guest-registration/AVA7NOAH");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Ava &amp; Noah");
    expect(page.body).toContain("Thursday, September 18, 2031");
    expect(page.body).toContain('data-page="registration"');
    for (const code of ["NOPE1234", "CLOSED42"]) {
      const missing = await c.get(`/guest-registration/${code}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("This registration link isn&#x27;t open");
    }
  });

  it("works as a plain form post: errors shown on the fields, then the confirmation", async () => {
    const c = t.client();
    const bad = await form(c, "householdName=&guests.0.name=&guests.1.dietaryNotes=Vegan");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Enter how your invitation should be addressed.");
    expect(bad.body).toContain("Enter each guest&#x27;s name.");
    expect(bad.body).toContain("Vegan"); // what was typed stays

    const ok = await form(
      c,
      "householdName=Lee+household&email=lee%40example.test&guests.0.name=Chris+Lee&guests.2.name=Sam+Lee",
    );
    expect(ok.statusCode, ok.body).toBe(303);
    expect(ok.headers.location).toBe("/guest-registration/AVA7NOAH/thanks");
    const thanks = await c.get("/guest-registration/AVA7NOAH/thanks");
    expect(thanks.body).toContain("Thank you!");
    const pending = (await couple.client.get("/api/guests/registrations")).json<Household[]>();
    expect(pending.map((h) => [h.name, h.guests.map((g) => g.name)])).toEqual([
      ["Lee household", ["Chris Lee", "Sam Lee"]],
    ]);
  });

  it("refuses a form post from another site", async () => {
    const res = await form(t.client(), "householdName=X&guests.0.name=X", { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
  });
});
