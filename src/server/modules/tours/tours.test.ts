import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CreateTourSlotsResult,
  OwnerTourBooking,
  OwnerTourSlots,
  OwnerTourVenue,
  TourBooking,
  VenueTourSlots,
} from "@shared/schemas/tours";
import { venues } from "../../db/schema/marketplace";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { seedTourSlots } from "../../db/seed/marketplace-tours";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { parseCalendar } from "../../testing/ics-check";

type MailWithFiles = {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string; encoding: string }[];
};

let t: TestApp;
type Owner = Awaited<ReturnType<TestApp["quickUser"]>>;
let owner: Owner;
let otherOwner: Owner;
/** Venues owned by `owner`: one in Cleveland (Eastern), one in Nashville (Central); one of `otherOwner`. */
let cle: { id: string; slug: string; name: string };
let nash: { id: string; slug: string; name: string };
let foreign: { id: string; slug: string; name: string };

/** A venue-local date `days` from today (far enough ahead that it is in the future in every zone). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function pickVenue(cityId: string, ownerId: string) {
  const [v] = await t.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name })
    .from(venues)
    .where(and(eq(venues.cityId, cityId), isNull(venues.ownerId), eq(venues.isPublished, true)))
    .orderBy(venues.slug)
    .limit(1);
  await t.db.update(venues).set({ ownerId }).where(eq(venues.id, v!.id));
  return v!;
}

async function offer(client: Client, venueId: string, body: Record<string, unknown>) {
  return client.post(`/api/owner/venues/${venueId}/tour-slots`, body);
}

/** Offers one time and returns its slot id (read back from the owner's list). */
let minuteCounter = 0;
async function newSlot(venueId: string = cle.id, daysAhead = 30): Promise<string> {
  // A distinct time per call (hours 06–21, minutes 0–59) so slots never collide with each other or the seed's.
  minuteCounter += 1;
  const hour = 6 + Math.floor(minuteCounter / 50);
  const minute = (minuteCounter % 50) + 5;
  const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  const date = dayFromNow(daysAhead);
  const res = await offer(owner.client, venueId, { date, times: [time], durationMinutes: 45 });
  expect(res.statusCode).toBe(201);
  const list = (await owner.client.get(`/api/owner/venues/${venueId}/tour-slots`)).json<OwnerTourSlots>();
  const local = (iso: string) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: list.venue.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(iso));
  const slot = list.slots.find((s) => local(s.startsAt) === `${date}, ${time}`);
  expect(slot, `slot ${date} ${time}`).toBeDefined();
  return slot!.id;
}

type ErrorBody = { error: { code: string; message: string } };
const errorOf = (res: { json: <T>() => T }) => res.json<ErrorBody>().error;

const book = (client: Client, slotId: string, extra: Record<string, unknown> = {}) =>
  client.post("/api/tours", { slotId, partySize: 3, ...extra });

async function mailTo(to: string, subjectStart: string): Promise<MailWithFiles> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await t.mailbox()) as unknown as MailWithFiles[];
    const found = mails.find((m) => m.to === to && m.subject.startsWith(subjectStart));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} starting "${subjectStart}"`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.quickUser({ kind: "venue_owner", name: "Olive Owner" });
  otherOwner = await t.quickUser({ kind: "venue_owner" });
  cle = await pickVenue("cleveland", owner.id);
  nash = await pickVenue("nashville", owner.id);
  foreign = await pickVenue("columbus", otherOwner.id);
});
afterAll(async () => {
  await t?.close();
});

describe("owner: offering tour times", () => {
  it("lists the owner's venues with their time zones", async () => {
    const res = await owner.client.get("/api/owner/tour-venues");
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<OwnerTourVenue[]>();
    expect(list.map((v) => v.id).sort()).toEqual([cle.id, nash.id].sort());
    expect(list.find((v) => v.id === cle.id)?.timeZone).toBe("America/New_York");
    expect(list.find((v) => v.id === nash.id)?.timeZone).toBe("America/Chicago");
  });

  it("creates times in the venue's local time (Cleveland Eastern, Nashville Central) and skips existing ones", async () => {
    const date = dayFromNow(40);
    const body = { date, times: ["09:10", "15:40"], durationMinutes: 60 };
    const first = await offer(owner.client, cle.id, body);
    expect(first.statusCode).toBe(201);
    expect(first.json<CreateTourSlotsResult>()).toEqual({ created: 2, skipped: 0 });
    const again = await offer(owner.client, cle.id, { ...body, times: ["09:10", "16:40"] });
    expect(again.json<CreateTourSlotsResult>()).toEqual({ created: 1, skipped: 1 });
    expect((await offer(owner.client, nash.id, body)).statusCode).toBe(201);

    const rows = await t.db.select().from(tourSlots);
    const at = (venueId: string) =>
      rows.filter((r) => r.venueId === venueId && r.durationMinutes === 60).map((r) => r.startsAt.getTime());
    const cle910 = Math.min(...at(cle.id));
    const nash910 = Math.min(...at(nash.id));
    // 09:10 in Nashville is one hour after 09:10 in Cleveland, whatever the season.
    expect(nash910 - cle910).toBe(3600_000);
    const offset = new Date(cle910).getUTCHours() - 9;
    expect([4, 5]).toContain(offset); // EDT or EST
  });

  it("converts across a daylight-saving change (same local time, one hour apart in UTC)", async () => {
    // The next US change: second Sunday of March or first Sunday of November.
    const now = new Date();
    let change: Date | undefined;
    for (let d = 2; d < 400 && !change; d++) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + d));
      const sunday = day.getUTCDay() === 0;
      if (sunday && day.getUTCMonth() === 2 && day.getUTCDate() >= 8 && day.getUTCDate() <= 14) change = day;
      if (sunday && day.getUTCMonth() === 10 && day.getUTCDate() <= 7) change = day;
    }
    const before = new Date(change!.getTime() - 86_400_000).toISOString().slice(0, 10);
    const res = await offer(owner.client, cle.id, {
      date: before,
      times: ["08:05"],
      durationMinutes: 30,
      repeatWeeks: 1,
    });
    expect(res.json<CreateTourSlotsResult>().created).toBe(2);
    const rows = (await t.db.select().from(tourSlots).where(eq(tourSlots.venueId, cle.id)))
      .filter((r) => r.durationMinutes === 30)
      .map((r) => r.startsAt)
      .sort((a, b) => a.getTime() - b.getTime());
    const [sat, nextSat] = rows;
    expect(nextSat!.getTime() - sat!.getTime()).not.toBe(7 * 86_400_000);
    expect(Math.abs(nextSat!.getTime() - sat!.getTime() - 7 * 86_400_000)).toBe(3600_000);
    const isSpring = change!.getUTCMonth() === 2;
    expect(sat!.getUTCHours()).toBe(isSpring ? 13 : 12);
    expect(nextSat!.getUTCHours()).toBe(isSpring ? 12 : 13);
  });

  it("refuses times in the past and invalid input", async () => {
    const past = await offer(owner.client, cle.id, {
      date: dayFromNow(-2),
      times: ["10:00"],
      durationMinutes: 45,
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).message).toMatch(/already passed/);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ date: dayFromNow(5), times: [], durationMinutes: 45 }, /at least one time/],
      [{ date: dayFromNow(5), times: ["25:00"], durationMinutes: 45 }, /time like 14:30/],
      [{ date: dayFromNow(5), times: ["10:00"], durationMinutes: 20 }, /30, 45, 60 or 90/],
      [{ date: "2027-02-30", times: ["10:00"], durationMinutes: 45 }, /doesn't exist/],
      [{ date: dayFromNow(5), times: ["10:00"], durationMinutes: 45, repeatWeeks: 13 }, /repeatWeeks/],
      [{ date: dayFromNow(5), times: ["10:00", "10:00"], durationMinutes: 45 }, /only once/],
    ];
    for (const [body, message] of cases) {
      const res = await offer(owner.client, cle.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: "VALIDATION" });
      expect(errorOf(res).message).toMatch(message);
    }
  });

  it("answers 404 for another owner's venue, 403 for a couple and 401 when signed out", async () => {
    const body = { date: dayFromNow(20), times: ["10:00"], durationMinutes: 45 };
    expect((await offer(owner.client, foreign.id, body)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/owner/venues/${foreign.id}/tour-slots`)).statusCode).toBe(404);
    const couple = await t.quickUser({ kind: "couple" });
    expect((await offer(couple.client, cle.id, body)).statusCode).toBe(403);
    expect((await couple.client.get("/api/owner/tours")).statusCode).toBe(403);
    const anon = t.client();
    expect((await offer(anon, cle.id, body)).statusCode).toBe(401);
    expect((await anon.get("/api/owner/tours")).statusCode).toBe(401);
    expect((await anon.get("/api/owner/tour-venues")).statusCode).toBe(401);
  });

  it("deletes a free time, refuses a booked one (409) and hides other owners' times (404)", async () => {
    const free = await newSlot();
    const booked = await newSlot();
    const couple = await t.quickUser({ kind: "couple" });
    expect((await book(couple.client, booked)).statusCode).toBe(201);
    expect((await otherOwner.client.request("DELETE", `/api/owner/tour-slots/${free}`)).statusCode).toBe(404);
    const conflict = await owner.client.request("DELETE", `/api/owner/tour-slots/${booked}`);
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict).message).toMatch(/Cancel their tour first/);
    expect((await owner.client.request("DELETE", `/api/owner/tour-slots/${free}`)).statusCode).toBe(200);
    expect(await t.db.select().from(tourSlots).where(eq(tourSlots.id, free))).toHaveLength(0);
    expect((await owner.client.request("DELETE", `/api/owner/tour-slots/${free}`)).statusCode).toBe(404);
  });
});

describe("demo tour times (seed)", () => {
  it("offers the demo venue's times right away, and seeding again adds nothing", async () => {
    const open = (await t.client().get("/api/venues/lakeview-glasshouse/tour-slots")).json<VenueTourSlots>();
    expect(open.slots.length).toBeGreaterThanOrEqual(9);
    const before = (await t.db.select({ id: tourSlots.id }).from(tourSlots)).length;
    await seedTourSlots(t.db);
    expect((await t.db.select({ id: tourSlots.id }).from(tourSlots)).length).toBe(before);
  });
});

describe("public: a venue's open times", () => {
  it("lists only future, unbooked times with the venue's time zone", async () => {
    const open = await newSlot(nash.id);
    const taken = await newSlot(nash.id);
    const [past] = await t.db
      .insert(tourSlots)
      .values({ venueId: nash.id, startsAt: new Date(Date.now() - 3600_000), durationMinutes: 45 })
      .returning();
    const couple = await t.quickUser({ kind: "couple" });
    expect((await book(couple.client, taken)).statusCode).toBe(201);

    const res = await t.client().get(`/api/venues/${nash.slug}/tour-slots`);
    expect(res.statusCode).toBe(200);
    const body = res.json<VenueTourSlots>();
    expect(body.venue).toMatchObject({ id: nash.id, slug: nash.slug, timeZone: "America/Chicago" });
    const ids = body.slots.map((s) => s.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(taken);
    expect(ids).not.toContain(past!.id);
    const times = body.slots.map((s) => Date.parse(s.startsAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(Date.now() + 60 * 86_400_000);
  });

  it("answers 404 for an unknown or hidden venue", async () => {
    expect((await t.client().get("/api/venues/no-such-venue/tour-slots")).statusCode).toBe(404);
    await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, foreign.id));
    expect((await t.client().get(`/api/venues/${foreign.slug}/tour-slots`)).statusCode).toBe(404);
    await t.db.update(venues).set({ isHidden: false }).where(eq(venues.id, foreign.id));
  });
});

describe("couple: booking a tour", () => {
  it("books an open time and emails the couple and the venue owner an invite", async () => {
    const slotId = await newSlot();
    const couple = await t.quickUser({ kind: "couple", name: "Ava Martin" });
    const res = await book(couple.client, slotId, {
      partySize: 4,
      phone: "(216) 555-0100",
      note: "We'd love to see the terrace; and the garden, too.",
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json<TourBooking>();
    expect(booking).toMatchObject({
      status: "confirmed",
      slotId,
      partySize: 4,
      phone: "(216) 555-0100",
      venue: { id: cle.id, slug: cle.slug, timeZone: "America/New_York" },
    });
    expect(Date.parse(booking.endsAt) - Date.parse(booking.startsAt)).toBe(45 * 60_000);

    const toCouple = await mailTo(couple.email, `Tour booked: ${cle.name}`);
    expect(toCouple.subject).toMatch(/ at \d{1,2}:\d{2} (AM|PM) E[SD]T$/);
    expect(toCouple.text).toContain("/couple-account");
    expect(toCouple.text).toContain("Party size: 4 people");
    expect(toCouple.attachments[0]).toMatchObject({ filename: "tour.ics" });
    expect(toCouple.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    const ics = toCouple.attachments[0]!.content.replace(/\r\n /g, ""); // unfolded
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:tour-${booking.id}@localhost`);
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain(`mailto:${couple.email}`);
    // As a calendar app reads it (ical.js): an invitation to the couple, the note's `;` and `,` intact.
    const invite = parseCalendar(toCouple.attachments[0]!.content, toCouple.attachments[0]!.contentType);
    expect(invite.method).toBe("REQUEST");
    expect(invite.events).toHaveLength(1);
    expect(invite.events[0]!.attendees).toEqual([`mailto:${couple.email}`]);
    expect(invite.events[0]!.start.toISOString()).toBe(booking.startsAt);
    expect(invite.events[0]!.end.toISOString()).toBe(booking.endsAt);
    expect(invite.events[0]!.description).toContain(
      "Note: We'd love to see the terrace; and the garden, too.",
    );

    const toOwner = await mailTo(owner.email, "New tour request: Ava Martin");
    expect(toOwner.text).toContain(couple.email);
    expect(toOwner.text).toContain("(216) 555-0100");
    expect(toOwner.text).toContain("We'd love to see the terrace");
    expect(toOwner.text).toContain("/venue-owner-dashboard");
    expect(toOwner.attachments[0]!.content).toContain("METHOD:REQUEST");
  });

  it("mails the listing's contact email when the venue has no owner account", async () => {
    const [unowned] = await t.db
      .select({ id: venues.id, name: venues.name, contactEmail: venues.contactEmail })
      .from(venues)
      .where(and(eq(venues.cityId, "cincinnati"), isNull(venues.ownerId)))
      .limit(1);
    const contactEmail = `events-${Date.now()}@venue.test`;
    await t.db.update(venues).set({ contactEmail }).where(eq(venues.id, unowned!.id));
    const [slot] = await t.db
      .insert(tourSlots)
      .values({ venueId: unowned!.id, startsAt: new Date(Date.now() + 9 * 86_400_000 + 77_000) })
      .returning();
    const couple = await t.quickUser({ kind: "couple" });
    expect((await book(couple.client, slot!.id)).statusCode).toBe(201);
    const mail = await mailTo(contactEmail, "New tour request");
    expect(mail.attachments[0]!.content).toContain("BEGIN:VCALENDAR");
  });

  it("refuses other kinds (403), signed-out callers (401), past times (400) and bad input (400)", async () => {
    const slotId = await newSlot();
    const vendor = await t.quickUser({ kind: "vendor" });
    const forbidden = await book(vendor.client, slotId);
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).code).toBe("FORBIDDEN");
    expect((await book(owner.client, slotId)).statusCode).toBe(403);
    expect((await book(t.client(), slotId)).statusCode).toBe(401);

    const couple = await t.quickUser({ kind: "couple" });
    const [past] = await t.db
      .insert(tourSlots)
      .values({ venueId: nash.id, startsAt: new Date(Date.now() - 86_400_000 + 123_000) })
      .returning();
    const pastRes = await book(couple.client, past!.id);
    expect(pastRes.statusCode).toBe(400);
    expect(errorOf(pastRes).message).toMatch(/already passed/);

    for (const body of [
      { slotId, partySize: 0 },
      { slotId, partySize: 21 },
      { slotId, partySize: 2, note: "x".repeat(1001) },
      { slotId, partySize: 2, phone: "call me" },
      { slotId: "not-an-id", partySize: 2 },
    ]) {
      const res = await couple.client.post("/api/tours", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(res).code).toBe("VALIDATION");
    }
    const unknown = await book(couple.client, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
  });

  it("allows one upcoming tour per venue: a second booking points to reschedule", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    expect((await book(couple.client, await newSlot())).statusCode).toBe(201);
    const second = await book(couple.client, await newSlot());
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).message).toMatch(/already have a tour .* Reschedule it/);
    // Another venue is fine.
    expect((await book(couple.client, await newSlot(nash.id))).statusCode).toBe(201);
  });

  it("lets exactly one of two couples racing for the same time win (409 for the other)", async () => {
    const slotId = await newSlot();
    const [a, b] = await Promise.all([t.quickUser({ kind: "couple" }), t.quickUser({ kind: "couple" })]);
    const results = await Promise.all([book(a.client, slotId), book(b.client, slotId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(errorOf(loser).message).toBe(
      "That time was just booked by someone else. Please choose another time.",
    );
    const rows = await t.db.select().from(tourBookings).where(eq(tourBookings.slotId, slotId));
    expect(rows).toHaveLength(1);
  });
});

describe("couple: reading, calendar file, reschedule and cancel", () => {
  it("shows a couple only their own tours (404 for another couple's)", async () => {
    const mine = await t.quickUser({ kind: "couple" });
    const other = await t.quickUser({ kind: "couple" });
    const booking = (await book(mine.client, await newSlot())).json<TourBooking>();
    const list = (await mine.client.get("/api/tours")).json<TourBooking[]>();
    expect(list.map((b) => b.id)).toEqual([booking.id]);
    expect((await mine.client.get(`/api/tours/${booking.id}`)).json<TourBooking>().id).toBe(booking.id);
    expect((await other.client.get(`/api/tours/${booking.id}`)).statusCode).toBe(404);
    expect((await other.client.get("/api/tours")).json()).toEqual([]);
    expect((await t.client().get(`/api/tours/${booking.id}`)).statusCode).toBe(401);
    expect((await owner.client.get("/api/tours")).statusCode).toBe(403);
  });

  it("serves the .ics to the couple and the venue's owner only", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const booking = (await book(couple.client, await newSlot())).json<TourBooking>();
    const res = await couple.client.get(`/api/tours/${booking.id}/ics`);
    expect(res.statusCode).toBe(200);
    // "Add to calendar" is a copy for the reader's own calendar: PUBLISH, no ATTENDEE (RFC 5546 3.2.1),
    // and the header names the same method as the file.
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="tour-.*\.ics"$/);
    const file = parseCalendar(res.body, res.headers["content-type"] as string);
    expect(file.method).toBe("PUBLISH");
    expect(file.events[0]).toMatchObject({ uid: `tour-${booking.id}@localhost`, attendees: [] });
    expect(file.events[0]!.organizer).toMatch(/^mailto:/);
    expect(file.events[0]!.start.toISOString()).toBe(booking.startsAt);
    expect(res.body).toContain("BEGIN:VCALENDAR");
    expect(res.body).toContain(`UID:tour-${booking.id}@localhost`);
    expect(res.body).toContain("\r\n");
    expect((await owner.client.get(`/api/tours/${booking.id}/ics`)).statusCode).toBe(200);
    expect((await otherOwner.client.get(`/api/tours/${booking.id}/ics`)).statusCode).toBe(404);
    const stranger = await t.quickUser({ kind: "couple" });
    expect((await stranger.client.get(`/api/tours/${booking.id}/ics`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/tours/${booking.id}/ics`)).statusCode).toBe(401);
  });

  it("reschedules to another time at the same venue, frees the old one and bumps SEQUENCE", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const first = await newSlot(nash.id);
    const second = await newSlot(nash.id);
    const booking = (await book(couple.client, first)).json<TourBooking>();

    const stranger = await t.quickUser({ kind: "couple" });
    expect(
      (await stranger.client.post(`/api/tours/${booking.id}/reschedule`, { slotId: second })).statusCode,
    ).toBe(404);
    const elsewhere = await couple.client.post(`/api/tours/${booking.id}/reschedule`, {
      slotId: await newSlot(cle.id),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).message).toMatch(/same venue/);

    const res = await couple.client.post(`/api/tours/${booking.id}/reschedule`, { slotId: second });
    expect(res.statusCode).toBe(200);
    expect(res.json<TourBooking>()).toMatchObject({ id: booking.id, slotId: second, status: "confirmed" });

    const open = (await t.client().get(`/api/venues/${nash.slug}/tour-slots`)).json<VenueTourSlots>();
    expect(open.slots.map((s) => s.id)).toContain(first);
    expect(open.slots.map((s) => s.id)).not.toContain(second);

    const moved = await mailTo(couple.email, "Tour moved to ");
    expect(moved.text).toMatch(/It was on /);
    expect(moved.attachments[0]!.content).toContain("SEQUENCE:1");
    expect(moved.attachments[0]!.content).toContain(`UID:tour-${booking.id}@localhost`);
    await mailTo(owner.email, "Tour moved to ");

    // Someone else books the freed time; moving back to it now conflicts.
    const other = await t.quickUser({ kind: "couple" });
    expect((await book(other.client, first)).statusCode).toBe(201);
    const back = await couple.client.post(`/api/tours/${booking.id}/reschedule`, { slotId: first });
    expect(back.statusCode).toBe(409);
  });

  it("cancels, frees the time, emails a METHOD:CANCEL invite to both sides and refuses a second cancel", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const slotId = await newSlot();
    const booking = (await book(couple.client, slotId)).json<TourBooking>();
    const stranger = await t.quickUser({ kind: "couple" });
    expect((await stranger.client.post(`/api/tours/${booking.id}/cancel`, {})).statusCode).toBe(404);

    const res = await couple.client.post(`/api/tours/${booking.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json<TourBooking>().status).toBe("cancelled");
    const open = (await t.client().get(`/api/venues/${cle.slug}/tour-slots`)).json<VenueTourSlots>();
    expect(open.slots.map((s) => s.id)).toContain(slotId);

    for (const to of [couple.email, owner.email]) {
      const mail = await mailTo(to, `Tour cancelled: ${cle.name}`);
      const ics = mail.attachments[0]!.content;
      const parsed = parseCalendar(ics, mail.attachments[0]!.contentType);
      expect(parsed).toMatchObject({ method: "CANCEL", events: [{ status: "CANCELLED", sequence: 1 }] });
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain("STATUS:CANCELLED");
      expect(ics).toContain("SEQUENCE:1");
    }
    expect((await couple.client.post(`/api/tours/${booking.id}/cancel`, {})).statusCode).toBe(409);
    const rescheduleCancelled = await couple.client.post(`/api/tours/${booking.id}/reschedule`, {
      slotId: await newSlot(),
    });
    expect(rescheduleCancelled.statusCode).toBe(409);
    // The freed time can be booked again, and the couple may book this venue again.
    expect((await book(couple.client, slotId)).statusCode).toBe(201);
  });
});

describe("owner: tours at my venues", () => {
  it("lists bookings with the couple's details, upcoming first, and hides them from other owners", async () => {
    const couple = await t.quickUser({ kind: "couple", name: "Mia Chen" });
    const booking = (
      await book(couple.client, await newSlot(nash.id, 12), { phone: "615-555-0199", note: "Rain plan?" })
    ).json<TourBooking>();
    const list = (await owner.client.get("/api/owner/tours")).json<OwnerTourBooking[]>();
    const row = list.find((b) => b.id === booking.id);
    expect(row).toMatchObject({
      status: "confirmed",
      partySize: 3,
      phone: "615-555-0199",
      note: "Rain plan?",
      timeZone: "America/Chicago",
      venue: { id: nash.id },
      couple: { name: "Mia Chen", email: couple.email },
    });
    const upcoming = list.filter((b) => b.status === "confirmed").map((b) => Date.parse(b.startsAt));
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    const others = (await otherOwner.client.get("/api/owner/tours")).json<OwnerTourBooking[]>();
    expect(others.find((b) => b.id === booking.id)).toBeUndefined();

    const slots = (await owner.client.get(`/api/owner/venues/${nash.id}/tour-slots`)).json<OwnerTourSlots>();
    expect(slots.slots.find((s) => s.id === booking.slotId)?.booking).toEqual({
      id: booking.id,
      coupleName: "Mia Chen",
    });
  });

  it("cancels a tour with a reason the couple reads; other owners get 404", async () => {
    const couple = await t.quickUser({ kind: "couple" });
    const booking = (await book(couple.client, await newSlot())).json<TourBooking>();
    expect(
      (await otherOwner.client.post(`/api/owner/tours/${booking.id}/cancel`, { reason: "x" })).statusCode,
    ).toBe(404);
    expect((await couple.client.post(`/api/owner/tours/${booking.id}/cancel`, {})).statusCode).toBe(403);
    const res = await owner.client.post(`/api/owner/tours/${booking.id}/cancel`, {
      reason: "A private event was booked that afternoon.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OwnerTourBooking>().status).toBe("cancelled");
    const mail = await mailTo(couple.email, "Tour cancelled");
    expect(mail.text).toContain(`${cle.name} cancelled the tour`);
    expect(mail.text).toContain("Reason: A private event was booked that afternoon.");
    expect(mail.attachments[0]!.content).toContain("METHOD:CANCEL");
    expect((await couple.client.get(`/api/tours/${booking.id}`)).json<TourBooking>().status).toBe(
      "cancelled",
    );
  });
});
