import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JuneIntake, PlanningCall, PlanningCallSlots } from "@shared/schemas/june-intake";
import { weddingBudgets } from "../../db/schema/budgets";
import { planningCalls } from "../../db/schema/planning-calls";
import { coupleProfiles } from "../../db/schema/profiles";
import { createTestApp, type SignedInUser, type TestApp } from "../../testing/test-app";
import { localDateTime } from "../tours/tour-time";
import { offeredTimes, saveIntake } from "./june-intake.service";
import { parseCalendar } from "../../testing/ics-check";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Couple = SignedInUser & { id: string };
type ErrorBody = { error: { code: string; message: string } };
type MailWithFiles = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

const answers: JuneIntake = {
  partner1Name: "Maya",
  partner2Name: "Jordan",
  weddingDate: "2027-10-09",
  cityId: "nashville",
  guestCount: 140,
  totalBudget: 42000,
  weddingStyle: "garden party, candlelit",
};

const rowsOf = async (id: string) => {
  const [profile] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, id));
  const [budget] = await t.db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, id));
  return { profile, budget };
};

describe("voice intake: PUT /api/june/intake", () => {
  it("starts from what is known, then saves the profile and the budget together", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const before = await couple.client.get("/api/june/intake");
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      partner1Name: "",
      partner2Name: "",
      weddingDate: null,
      cityId: null,
      guestCount: null,
      totalBudget: null,
      weddingStyle: "",
    });

    const res = await couple.client.put("/api/june/intake", { ...answers, partner1Name: "  Maya " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answers);
    const { profile, budget } = await rowsOf(couple.id);
    expect(profile).toMatchObject({
      partner1Name: "Maya",
      partner2Name: "Jordan",
      weddingDate: "2027-10-09",
      cityId: "nashville",
      guestCount: 140,
      weddingStyle: "garden party, candlelit",
    });
    expect(budget).toMatchObject({ totalBudget: 42000, guestCount: 140 });
    expect((await couple.client.get("/api/june/intake")).json()).toEqual(answers);
    // The account page reads the same profile.
    expect((await couple.client.get("/api/me")).json()).toMatchObject({
      couple: { partner1Name: "Maya", cityId: "nashville", guestCount: 140 },
    });
  });

  it("keeps the budget's total when no budget was given, but follows the guest count", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    expect((await couple.client.put("/api/june/intake", answers)).statusCode).toBe(200);
    const res = await couple.client.put("/api/june/intake", {
      ...answers,
      totalBudget: null,
      guestCount: 90,
    });
    expect(res.statusCode).toBe(200);
    const { budget } = await rowsOf(couple.id);
    expect(budget).toMatchObject({ totalBudget: 42000, guestCount: 90 });
  });

  it("writes profile and budget in one transaction: a failing budget write leaves the profile untouched", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    expect((await couple.client.put("/api/june/intake", answers)).statusCode).toBe(200);
    const viewer = {
      id: couple.id,
      email: couple.email,
      name: "Test User",
      kind: "couple" as const,
      isAdmin: false,
    };
    // Past the integer column's range: the second statement fails after the first succeeded.
    await expect(
      saveIntake(t.db, viewer, { ...answers, partner1Name: "Changed", totalBudget: 3_000_000_000 }),
    ).rejects.toThrow();
    const { profile, budget } = await rowsOf(couple.id);
    expect(profile?.partner1Name).toBe("Maya");
    expect(budget?.totalBudget).toBe(42000);
  });

  it.each([
    ["an empty first name", { partner1Name: " " }, "partner1Name"],
    ["an unknown city", { cityId: "atlantis" }, "cityId"],
    ["a negative guest count", { guestCount: -4 }, "guestCount"],
    ["a fractional budget", { totalBudget: 100.5 }, "totalBudget"],
    ["a date that is not a date", { weddingDate: "next spring" }, "weddingDate"],
    ["an essay of a style", { weddingStyle: "x".repeat(301) }, "weddingStyle"],
  ])("refuses %s with 400 VALIDATION and saves nothing", async (_what, change, field) => {
    const couple = await t.quickUser({ kind: "couple" });
    const res = await couple.client.put("/api/june/intake", { ...answers, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.message.startsWith(`${field}:`)).toBe(true);
    const { profile, budget } = await rowsOf(couple.id);
    expect(profile).toBeUndefined();
    expect(budget).toBeUndefined();
  });

  it.each(["venue_owner", "vendor"] as const)("refuses a %s with 403", async (kind) => {
    const business = await t.quickUser({ kind });
    for (const res of [
      await business.client.get("/api/june/intake"),
      await business.client.put("/api/june/intake", answers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().error.code).toBe("FORBIDDEN");
    }
    expect((await rowsOf(business.id)).profile).toBeUndefined();
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().get("/api/june/intake")).statusCode).toBe(401);
    expect((await t.client().put("/api/june/intake", answers)).statusCode).toBe(401);
  });
});

describe("offeredTimes", () => {
  it("offers weekdays 10:00–15:30 New York time on the half hour, 12 h to 14 days ahead", () => {
    const now = new Date("2026-03-06T15:00:00Z"); // a Friday, 10:00 in New York (EST); DST starts Mar 8
    const times = offeredTimes(now);
    expect(times.length).toBeGreaterThan(100);
    for (const time of times) {
      const local = localDateTime(time, "America/New_York");
      const weekday = new Date(`${local.date}T12:00:00Z`).getUTCDay();
      expect(weekday).toBeGreaterThanOrEqual(1);
      expect(weekday).toBeLessThanOrEqual(5);
      expect(local.time >= "10:00" && local.time <= "15:30").toBe(true);
      expect(local.time.endsWith(":00") || local.time.endsWith(":30")).toBe(true);
      expect(time.getTime() - now.getTime()).toBeGreaterThanOrEqual(12 * 3600_000);
      expect(time.getTime() - now.getTime()).toBeLessThanOrEqual(14 * 24 * 3600_000);
    }
    // Friday's remaining times are under 12 h away: the first offer is Monday 10:00 EDT.
    expect(times[0]!.toISOString()).toBe("2026-03-09T14:00:00.000Z");
    expect(times.filter((x) => localDateTime(x, "America/New_York").date === "2026-03-09")).toHaveLength(12);
  });
});

describe("voice intake progress: a reload resumes the interview (issue #18)", () => {
  const progress = {
    step: 3,
    draft: { ...answers, guestCount: null, totalBudget: null, weddingStyle: "" },
    transcript: [
      { from: "june" as const, text: "First things first — what are your names?" },
      { from: "couple" as const, text: "Maya & Jordan" },
    ],
  };

  it("is empty at first, keeps the couple's place, and is cleared by saving the answers", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const empty = await couple.client.get("/api/june/intake/progress");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();

    expect((await couple.client.put("/api/june/intake/progress", progress)).statusCode).toBe(200);
    expect((await couple.client.get("/api/june/intake/progress")).json()).toEqual(progress);
    const later = { ...progress, step: 4, draft: { ...progress.draft, guestCount: 140 } };
    await couple.client.put("/api/june/intake/progress", later);
    expect((await couple.client.get("/api/june/intake/progress")).json()).toEqual(later);

    expect((await couple.client.put("/api/june/intake", answers)).statusCode).toBe(200);
    expect((await couple.client.get("/api/june/intake/progress")).json()).toBeNull();
  });

  it("starts over on DELETE", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    await couple.client.put("/api/june/intake/progress", progress);
    expect((await couple.client.request("DELETE", "/api/june/intake/progress")).statusCode).toBe(204);
    expect((await couple.client.get("/api/june/intake/progress")).json()).toBeNull();
  });

  it("refuses a step past the review card and answers out of bounds", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    for (const body of [
      { ...progress, step: 7 },
      { ...progress, draft: { ...progress.draft, guestCount: 9000 } },
      { ...progress, draft: { ...progress.draft, weddingDate: "next June" } },
    ]) {
      const res = await couple.client.put("/api/june/intake/progress", body);
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});

describe("planning calls", () => {
  let first: Couple;
  let second: Couple;
  let slots: string[];
  beforeAll(async () => {
    first = await t.quickUser({ kind: "couple", name: "Priya" });
    second = await t.quickUser({ kind: "couple" });
    await first.client.put("/api/june/intake", { ...answers, partner1Name: "Priya", partner2Name: "Sam" });
    const res = await first.client.get("/api/june/planning-calls/slots");
    expect(res.statusCode).toBe(200);
    const body = res.json<PlanningCallSlots>();
    expect(body).toMatchObject({ timeZone: "America/New_York", durationMinutes: 30 });
    slots = body.slots;
    expect(slots.length).toBeGreaterThan(50);
    expect(slots.every((s) => new Date(s).getTime() - Date.now() >= 12 * 3600_000 - 5000)).toBe(true);
  });

  it("books a call, hides the time from everyone, and mails the couple an .ics and the operator a notice", async () => {
    const res = await first.client.post("/api/june/planning-calls", {
      startsAt: slots[0],
      phone: "(615) 555-0199",
      topic: "Venue shortlist <b>and</b> budget",
    });
    expect(res.statusCode).toBe(201);
    const call = res.json<PlanningCall>();
    expect(call).toMatchObject({
      startsAt: slots[0],
      durationMinutes: 30,
      phone: "(615) 555-0199",
      topic: "Venue shortlist <b>and</b> budget",
      status: "confirmed",
    });
    expect(new Date(call.endsAt).getTime() - new Date(call.startsAt).getTime()).toBe(30 * 60_000);

    const after = (await second.client.get("/api/june/planning-calls/slots")).json<PlanningCallSlots>();
    expect(after.slots).not.toContain(slots[0]);
    expect(after.slots).toContain(slots[1]);

    const mail = (await t.latestMail(first.email)) as unknown as MailWithFiles;
    expect(mail.subject).toMatch(/^Your planning call is booked — /);
    expect(mail.text).toContain("A planner will call you at (615) 555-0199");
    expect(mail.html).toContain("Venue shortlist &lt;b&gt;and&lt;/b&gt; budget");
    expect(mail.attachments[0]).toMatchObject({ filename: "planning-call.ics" });
    expect(mail.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    const ics = mail.attachments[0]!.content.replace(/\r\n /g, "");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:planning-call-${call.id}@localhost`);
    expect(ics).toContain(`DTSTART:${slots[0]!.replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z")}`);
    expect(ics).toContain(`mailto:${first.email}`);
    const invite = parseCalendar(mail.attachments[0]!.content, mail.attachments[0]!.contentType);
    expect(invite.method).toBe("REQUEST");
    expect(invite.events[0]!.start.toISOString()).toBe(slots[0]);
    expect(invite.events[0]!.attendees).toEqual([`mailto:${first.email}`]);

    const notice = await t.latestMail("hello@wedding.local", {
      subject: mail.subject.replace(/^.*— /, "New planning call: Priya & Sam — "),
    });
    expect(notice.text).toContain(`Priya & Sam <${first.email}>`);

    const mine = (await first.client.get("/api/june/planning-calls")).json<PlanningCall[]>();
    expect(mine.map((c) => c.id)).toEqual([call.id]);
    expect((await second.client.get("/api/june/planning-calls")).json()).toEqual([]);
  });

  it("refuses a second upcoming call for the same couple with 409", async () => {
    const res = await first.client.post("/api/june/planning-calls", {
      startsAt: slots[2],
      phone: "6155550199",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.message).toMatch(/^You already have a planning call on /);
  });

  it("refuses a time someone else booked with a friendly 409", async () => {
    const res = await second.client.post("/api/june/planning-calls", {
      startsAt: slots[0],
      phone: "6145550100",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: "CONFLICT",
        message: "Someone just booked that time. Please choose another one.",
        reason: "slot_taken",
      },
    });
  });

  it("refuses times that are not offered and bad input", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const soon = new Date(Date.now() + 3600_000);
    soon.setUTCMinutes(0, 0, 0);
    for (const startsAt of [
      soon.toISOString(),
      new Date(new Date(slots[0]!).getTime() + 60_000).toISOString(),
    ]) {
      const res = await couple.client.post("/api/june/planning-calls", { startsAt, phone: "6145550100" });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.message).toBe(
        "That time isn't offered. Please choose one of the times shown.",
      );
    }
    const bad = [
      [{ startsAt: slots[3], phone: "12" }, "phone"],
      [{ startsAt: slots[3], phone: "call me maybe" }, "phone"],
      [{ startsAt: "tomorrow", phone: "6145550100" }, "startsAt"],
      [{ startsAt: slots[3], phone: "6145550100", topic: "x".repeat(501) }, "topic"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await couple.client.post("/api/june/planning-calls", body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.message.startsWith(`${field}:`)).toBe(true);
    }
    expect(await t.db.select().from(planningCalls).where(eq(planningCalls.coupleId, couple.id))).toEqual([]);
  });

  it("lets only the couple cancel (another couple gets 404), frees the time and mails a cancellation", async () => {
    const [call] = (await first.client.get("/api/june/planning-calls")).json<PlanningCall[]>();
    expect((await second.client.post(`/api/june/planning-calls/${call!.id}/cancel`)).statusCode).toBe(404);
    const res = await first.client.post(`/api/june/planning-calls/${call!.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: call!.id, status: "cancelled" });
    const again = await first.client.post(`/api/june/planning-calls/${call!.id}/cancel`);
    expect(again.statusCode).toBe(409);

    const mail = (await t.latestMail(first.email, {
      subject: `Planning call cancelled — ${(await t.latestMail(first.email)).subject.replace(/^.* — /, "")}`,
    })) as unknown as MailWithFiles;
    expect(mail.attachments[0]!.content).toContain("METHOD:CANCEL");
    expect(parseCalendar(mail.attachments[0]!.content, mail.attachments[0]!.contentType).method).toBe(
      "CANCEL",
    );
    expect(mail.attachments[0]!.content).toContain("SEQUENCE:1");

    expect(
      (await second.client.get("/api/june/planning-calls/slots")).json<PlanningCallSlots>().slots,
    ).toContain(slots[0]);
    // Now the other couple can take the time, and the first can book again.
    expect(
      (await second.client.post("/api/june/planning-calls", { startsAt: slots[0], phone: "6145550100" }))
        .statusCode,
    ).toBe(201);
    expect(
      (await first.client.post("/api/june/planning-calls", { startsAt: slots[1], phone: "6155550199" }))
        .statusCode,
    ).toBe(201);
  });

  it("answers 404 for an unknown id, 401 signed out and 403 for businesses", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await first.client.post(`/api/june/planning-calls/${unknown}/cancel`)).statusCode).toBe(404);
    expect((await first.client.post(`/api/june/planning-calls/not-a-uuid/cancel`)).statusCode).toBe(400);
    for (const url of ["/api/june/planning-calls/slots", "/api/june/planning-calls"])
      expect((await t.client().get(url)).statusCode).toBe(401);
    expect(
      (await t.client().post("/api/june/planning-calls", { startsAt: slots[5], phone: "6145550100" }))
        .statusCode,
    ).toBe(401);
    const vendor = await t.quickUser({ kind: "vendor" });
    expect((await vendor.client.get("/api/june/planning-calls/slots")).statusCode).toBe(403);
    expect(
      (await vendor.client.post("/api/june/planning-calls", { startsAt: slots[5], phone: "6145550100" }))
        .statusCode,
    ).toBe(403);
  });
});
