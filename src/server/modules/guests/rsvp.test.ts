import { and, eq } from "drizzle-orm";
import { PDFDocument, PDFName, PDFDict } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  guestEventAnswers,
  guestEvents,
  guestListSettings,
  guests,
  households,
} from "../../db/schema/guests";
import { coupleProfiles } from "../../db/schema/profiles";
import { weddingWebsites } from "../../db/schema/wedding-websites";
import type { RsvpInvitation } from "@shared/schemas/rsvp";
import type { Household } from "@shared/schemas/guests";
import { createTestApp, uniqueEmail, type Client, type TestApp } from "../../testing/test-app";
import { createHousehold } from "./guests.service";
import { NOT_FOUND_MESSAGE, SECOND_FACT_PROMPT } from "./find-invitation.service";

let t: TestApp;
let couple: { id: string; client: Client };
let ceremonyId = "";
let receptionId = "";
let rehearsalId = "";

const guestDefaults = {
  email: "",
  phone: "",
  side: "both" as const,
  guestType: "friend" as const,
  mealChoice: "",
  dietaryNotes: "",
  tags: [],
  notes: "",
};

/** A household of the test couple, invited to the ceremony and the reception. */
async function household(
  name: string,
  people: string[],
  extra: { email?: string; postcode?: string; plusOnesAllowed?: number; invited?: string[] } = {},
) {
  const { householdId } = await createHousehold(
    t.db,
    couple.id,
    {
      name,
      email: extra.email ?? "",
      phone: "",
      address: "",
      postcode: extra.postcode ?? "",
      plusOnesAllowed: extra.plusOnesAllowed ?? 0,
      notes: "",
      invitedEventIds: extra.invited ?? [ceremonyId, receptionId],
      guests: people.map((p) => ({ ...guestDefaults, name: p })),
    },
    { source: "couple" },
  );
  const [row] = await t.db.select().from(households).where(eq(households.id, householdId));
  return { id: householdId, token: row!.rsvpToken };
}

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function setDeadline(deadline: string | null) {
  await t.db
    .update(guestListSettings)
    .set({ rsvpDeadline: deadline })
    .where(eq(guestListSettings.coupleId, couple.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.quickUser({ kind: "couple", name: "Ada Quill" });
  couple = { id: me.id, client: me.client };
  await t.db
    .insert(coupleProfiles)
    .values({ id: me.id, partner1Name: "Ada", partner2Name: "Ben", weddingDate: "2027-06-12" });
  const events = await t.db
    .insert(guestEvents)
    .values([
      { coupleId: me.id, name: "Ceremony", position: 0, startsOn: "2027-06-12", startsAt: "16:00" },
      { coupleId: me.id, name: "Reception", position: 1, asksMeal: true, location: "The Orangery" },
      { coupleId: me.id, name: "Rehearsal dinner", position: 2 },
    ])
    .returning();
  [ceremonyId, receptionId, rehearsalId] = events.map((e) => e.id) as [string, string, string];
  await t.db.insert(guestListSettings).values({
    coupleId: me.id,
    mealOptions: ["Beef", "Fish", "Vegetarian"],
    contactNote: "Text Ada on 555-0101 for any changes.",
  });
  await t.db.insert(weddingWebsites).values({
    coupleId: me.id,
    slug: "ada-and-ben",
    sections: {} as never,
  });
});
afterAll(async () => {
  await t?.close();
});

describe("the RSVP API", () => {
  it("answers per person and per event, derives each guest's status and stores it all in one go", async () => {
    const home = await household("Chris & Sam", ["Christopher Lee", "Sam Okafor"], { plusOnesAllowed: 1 });
    const guest = t.client();
    const res = await guest.get(`/api/rsvp/${home.token}`);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json<RsvpInvitation>();
    expect(inv.householdName).toBe("Chris & Sam");
    expect(inv.couple).toEqual({ partner1: "Ada", partner2: "Ben", weddingDate: "2027-06-12" });
    expect(inv.events.map((e) => e.name)).toEqual(["Ceremony", "Reception"]);
    expect(inv.mealOptions).toEqual(["Beef", "Fish", "Vegetarian"]);
    // The plus-one allowance became an unnamed guest row on the first visit (and only once).
    expect(inv.guests.map((g) => [g.name, g.isUnnamedPlusOne])).toEqual([
      ["Christopher Lee", false],
      ["Sam Okafor", false],
      ["Guest of Christopher", true],
    ]);
    expect((await guest.get(`/api/rsvp/${home.token}`)).json<RsvpInvitation>().guests).toHaveLength(3);
    const [chris, sam, plusOne] = inv.guests as [
      RsvpInvitation["guests"][0],
      RsvpInvitation["guests"][0],
      RsvpInvitation["guests"][0],
    ];
    const mailTo = uniqueEmail("rsvp");
    const heard: string[] = [];
    const stop = t.guestList.onChange(couple.id, () => heard.push("changed"));
    const put = await guest.put(`/api/rsvp/${home.token}`, {
      guests: [
        {
          id: chris.id,
          mealChoice: "Fish",
          answers: { [ceremonyId]: "attending", [receptionId]: "attending" },
        },
        { id: sam.id, answers: { [ceremonyId]: "attending", [receptionId]: "declined" } },
        {
          id: plusOne.id,
          name: "Jordan Blake",
          mealChoice: "Beef",
          dietaryNotes: "No nuts",
          answers: { [ceremonyId]: "attending", [receptionId]: "attending" },
        },
      ],
      songRequest: "September",
      noteToCouple: "So happy for you!",
      email: mailTo,
    });
    stop();
    expect(put.statusCode, put.body).toBe(200);
    expect(heard).toEqual(["changed"]);
    const saved = put.json<RsvpInvitation>();
    expect(
      saved.guests.map((g) => [g.name, g.answers[ceremonyId], g.answers[receptionId], g.mealChoice]),
    ).toEqual([
      ["Christopher Lee", "attending", "attending", "Fish"],
      ["Sam Okafor", "attending", "declined", ""],
      ["Jordan Blake", "attending", "attending", "Beef"],
    ]);
    expect(saved.respondedAt).not.toBeNull();
    const rows = await t.db
      .select()
      .from(guests)
      .where(eq(guests.householdId, home.id))
      .orderBy(guests.position);
    expect(rows.map((r) => [r.name, r.rsvpStatus, r.isUnnamedPlusOne, r.guestType])).toEqual([
      ["Christopher Lee", "attending", false, "friend"],
      ["Sam Okafor", "attending", false, "friend"],
      ["Jordan Blake", "attending", false, "plus_one"],
    ]);
    const [stored] = await t.db.select().from(households).where(eq(households.id, home.id));
    expect([stored!.songRequest, stored!.noteToCouple, stored!.responderEmail]).toEqual([
      "September",
      "So happy for you!",
      mailTo,
    ]);
    const mail = await t.latestMail(mailTo);
    expect(mail.subject).toBe("Your RSVP to Ada & Ben's wedding");
    expect(mail.text).toContain(
      "Reception: attending: Christopher Lee, Jordan Blake; not attending: Sam Okafor",
    );
    expect(mail.text).toContain(`http://localhost:3000/rsvp/${home.token}`);

    // Sam now declines everything: declined. The plus-one keeps the name the guest gave.
    const again = await guest.put(`/api/rsvp/${home.token}`, {
      guests: [{ id: sam.id, answers: { [ceremonyId]: "declined", [receptionId]: "declined" } }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const [samRow] = await t.db.select().from(guests).where(eq(guests.id, sam.id));
    expect(samRow!.rsvpStatus).toBe("declined");
  });

  it("keeps a guest pending while an event is unanswered and none accepted", async () => {
    const home = await household("Pat Doe", ["Pat Doe"]);
    const guest = t.client();
    const [pat] = (await guest.get(`/api/rsvp/${home.token}`)).json<RsvpInvitation>().guests;
    const res = await guest.put(`/api/rsvp/${home.token}`, {
      guests: [{ id: pat!.id, answers: { [ceremonyId]: "declined" } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(guests).where(eq(guests.id, pat!.id));
    expect(row!.rsvpStatus).toBe("pending");
  });

  it("takes the same answers twice as one (same state, same answer time), and replays an Idempotency-Key", async () => {
    const home = await household("Robin Vale", ["Robin Vale"]);
    const guest = t.client();
    const [robin] = (await guest.get(`/api/rsvp/${home.token}`)).json<RsvpInvitation>().guests;
    const body = {
      guests: [
        {
          id: robin!.id,
          mealChoice: "Vegetarian",
          answers: { [ceremonyId]: "attending", [receptionId]: "attending" },
        },
      ],
    };
    const first = await guest.put(`/api/rsvp/${home.token}`, body);
    expect(first.statusCode).toBe(200);
    const answeredAt = async () =>
      (await t.db.select().from(guestEventAnswers).where(eq(guestEventAnswers.guestId, robin!.id)))
        .map((a) => `${a.eventId}:${a.status}:${a.answeredAt.toISOString()}`)
        .sort();
    const before = await answeredAt();
    const second = await guest.put(`/api/rsvp/${home.token}`, body);
    expect(second.statusCode).toBe(200);
    expect(second.json<RsvpInvitation>().guests).toEqual(first.json<RsvpInvitation>().guests);
    expect(await answeredAt()).toEqual(before);
    const keyed = { headers: { "idempotency-key": "rsvp-key-0001" } };
    expect(
      (await guest.put(`/api/rsvp/${home.token}`, body, keyed)).headers["idempotent-replayed"],
    ).toBeUndefined();
    const replay = await guest.put(`/api/rsvp/${home.token}`, body, keyed);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
  });

  it("asks for a meal when a guest comes to the reception, and refuses events and guests not on the invitation", async () => {
    const home = await household("Kim Park", ["Kim Park"]);
    const other = await household("Lou Park", ["Lou Park"]);
    const guest = t.client();
    const [kim] = (await guest.get(`/api/rsvp/${home.token}`)).json<RsvpInvitation>().guests;
    const [lou] = (await guest.get(`/api/rsvp/${other.token}`)).json<RsvpInvitation>().guests;
    const noMeal = await guest.put(`/api/rsvp/${home.token}`, {
      guests: [{ id: kim!.id, answers: { [receptionId]: "attending" } }],
    });
    expect(noMeal.statusCode).toBe(400);
    expect(noMeal.json()).toMatchObject({
      error: { code: "VALIDATION", fields: { "guests.0.mealChoice": "Choose a meal for Kim Park." } },
    });
    const wrongMeal = await guest.put(`/api/rsvp/${home.token}`, {
      guests: [{ id: kim!.id, mealChoice: "Lobster", answers: { [receptionId]: "attending" } }],
    });
    expect(wrongMeal.json()).toMatchObject({
      error: { fields: { "guests.0.mealChoice": "Choose one of the meals offered." } },
    });
    const notInvited = await guest.put(`/api/rsvp/${home.token}`, {
      guests: [{ id: kim!.id, answers: { [rehearsalId]: "attending" } }],
    });
    expect(notInvited.json()).toMatchObject({
      error: { fields: { "guests.0.answers": "This event is not on your invitation." } },
    });
    const stranger = await guest.put(`/api/rsvp/${home.token}`, {
      guests: [{ id: lou!.id, answers: { [ceremonyId]: "declined" } }],
    });
    expect(stranger.json()).toMatchObject({
      error: { fields: { "guests.0.id": "This guest is not on your invitation." } },
    });
    const [louRow] = await t.db.select().from(guests).where(eq(guests.id, lou!.id));
    expect(louRow!.rsvpStatus).toBe("pending");
  });

  it("takes answers through the deadline day and closes after it, read-only with the couple's contact note", async () => {
    const home = await household("Dee Nash", ["Dee Nash"]);
    const guest = t.client();
    const [dee] = (await guest.get(`/api/rsvp/${home.token}`)).json<RsvpInvitation>().guests;
    const body = { guests: [{ id: dee!.id, answers: { [ceremonyId]: "attending" } }] };
    try {
      await setDeadline(daysFromNow(0));
      expect((await guest.put(`/api/rsvp/${home.token}`, body)).statusCode).toBe(200);
      await setDeadline(daysFromNow(-2));
      const closed = await guest.put(`/api/rsvp/${home.token}`, {
        guests: [{ id: dee!.id, answers: { [ceremonyId]: "declined" } }],
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({
        error: {
          code: "CONFLICT",
          reason: "rsvp_closed",
          message:
            "The RSVP deadline has passed, so answers can no longer be changed here. Please contact the couple directly.",
        },
      });
      const read = (await guest.get(`/api/rsvp/${home.token}`)).json<RsvpInvitation>();
      expect(read.closed).toBe(true);
      expect(read.guests[0]!.answers[ceremonyId]).toBe("attending");
      const page = await guest.get(`/rsvp/${home.token}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("RSVPs closed on");
      expect(page.body).toContain("Text Ada on 555-0101 for any changes.");
      expect(page.body).not.toContain("<form");
      const post = await guest.request("POST", `/rsvp/${home.token}`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `g.${dee!.id}.e.${ceremonyId}=declined`,
      });
      expect(post.statusCode).toBe(409);
      const [row] = await t.db.select().from(guests).where(eq(guests.id, dee!.id));
      expect(row!.rsvpStatus).toBe("attending");
    } finally {
      await setDeadline(null);
    }
  });
});

describe("the RSVP page without a script", () => {
  it("renders the household's form, accepts a plain form POST and shows the confirmation", async () => {
    const home = await household("The Lee family", ["Ana Lee", "Bo Lee"], { plusOnesAllowed: 1 });
    const guest = t.client();
    const page = await guest.get(`/rsvp/${home.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("<h1>Ada &amp; Ben</h1>");
    expect(page.body).toContain("Dear The Lee family");
    expect(page.body).toContain("<legend>Ana Lee</legend>");
    expect(page.body).toContain("<legend>Your guest</legend>");
    expect(page.body).toContain('data-page="rsvp"');
    const inv = (await guest.get(`/api/rsvp/${home.token}`)).json<RsvpInvitation>();
    const [ana, bo, plusOne] = inv.guests;
    // A meal missing: the form comes back with the guest's answers and the note in place.
    const fields = new URLSearchParams({
      [`g.${ana!.id}.e.${ceremonyId}`]: "attending",
      [`g.${ana!.id}.e.${receptionId}`]: "attending",
      [`g.${bo!.id}.e.${ceremonyId}`]: "declined",
      [`g.${bo!.id}.e.${receptionId}`]: "declined",
      [`g.${plusOne!.id}.name`]: "Cy Moss",
      [`g.${plusOne!.id}.e.${ceremonyId}`]: "attending",
      [`g.${plusOne!.id}.e.${receptionId}`]: "attending",
      [`g.${plusOne!.id}.meal`]: "Beef",
      song: "Dancing Queen",
    });
    const post = (body: URLSearchParams) =>
      guest.request("POST", `/rsvp/${home.token}`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
    const missing = await post(fields);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("Choose a meal for Ana Lee.");
    expect(missing.body).toContain('value="Cy Moss"');
    expect(missing.body).toContain('value="Dancing Queen"');
    fields.set(`g.${ana!.id}.meal`, "Fish");
    const ok = await post(fields);
    expect(ok.statusCode, ok.body).toBe(303);
    expect(ok.headers.location).toBe(`/rsvp/${home.token}?sent=1`);
    const done = await guest.get(`/rsvp/${home.token}?sent=1`);
    expect(done.body).toContain("Thank you! We can&#x27;t wait to celebrate with you.");
    expect(done.body).toContain("Your RSVP is in");
    expect(done.body).toContain("Cy Moss");
    expect(done.body).toContain(`href="/rsvp/${home.token}"`);
    const rows = await t.db
      .select()
      .from(guests)
      .where(eq(guests.householdId, home.id))
      .orderBy(guests.position);
    expect(rows.map((r) => [r.name, r.rsvpStatus, r.mealChoice])).toEqual([
      ["Ana Lee", "attending", "Fish"],
      ["Bo Lee", "declined", ""],
      ["Cy Moss", "attending", "Beef"],
    ]);
    // Back on the page later: the answers are there to change.
    const back = await guest.get(`/rsvp/${home.token}`);
    expect(back.body).toContain("Update RSVP");
    expect(back.body).toContain(`name="g.${bo!.id}.e.${ceremonyId}" checked="" value="declined"`);
  });
});

describe("replacing a household's link", () => {
  it("stops the old token at once (404 and a friendly page) and issues a new one", async () => {
    const home = await household("Max Rowe", ["Max Rowe"]);
    const res = await couple.client.post(`/api/guests/households/${home.id}/token`);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Household>();
    expect(updated.id).toBe(home.id);
    expect(updated.guests.map((g) => g.name)).toEqual(["Max Rowe"]);
    expect(updated.rsvpPath).toMatch(/^\/rsvp\/[\w-]{32}$/);
    expect(updated.rsvpPath).not.toBe(`/rsvp/${home.token}`);
    const guest = t.client();
    const old = await guest.get(`/api/rsvp/${home.token}`);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ error: { code: "NOT_FOUND", reason: "rsvp_not_found" } });
    const page = await guest.get(`/rsvp/${home.token}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("We couldn&#x27;t find this invitation");
    expect((await guest.get(`/api${updated.rsvpPath!}`)).statusCode).toBe(200);
  });

  it("answers 404 to another couple and 401 signed out on the QR, sheet and token routes", async () => {
    const home = await household("Nia Hart", ["Nia Hart"]);
    const stranger = await t.quickUser({ kind: "couple" });
    for (const url of [
      `/api/guests/households/${home.id}/qr.svg`,
      `/api/guests/households/${home.id}/qr.png`,
    ])
      expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/guests/households/${home.id}/token`)).statusCode).toBe(404);
    const sheet = await stranger.client.get("/api/guests/qr-sheet.pdf");
    const strangerPdf = await PDFDocument.load(sheet.rawPayload);
    expect(strangerPdf.getPageCount()).toBe(1); // its own, empty list
    expect((await t.client().get(`/api/guests/households/${home.id}/qr.svg`)).statusCode).toBe(401);
    const [row] = await t.db.select().from(households).where(eq(households.id, home.id));
    expect(row!.rsvpToken).toBe(home.token);
  });
});

describe("QR codes and the sheet of RSVP cards", () => {
  it("serves the household's link as a crisp SVG and a 600 px PNG", async () => {
    const home = await household("Oona Fitz", ["Oona Fitz"]);
    const svg = await couple.client.get(`/api/guests/households/${home.id}/qr.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(svg.headers["content-disposition"]).toBe('attachment; filename="rsvp-oona-fitz.svg"');
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // A 62-character URL at level M is a version 4 code: 33 modules plus 2 of margin on each side.
    expect(svg.body).toContain('viewBox="0 0 37 37"');
    const png = await couple.client.get(`/api/guests/households/${home.id}/qr.png`);
    expect(png.headers["content-type"]).toBe("image/png");
    const bytes = png.rawPayload;
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(580);
    expect(bytes.readUInt32BE(16)).toBeLessThanOrEqual(600);
  });

  it("prints one card per household, four to a Letter page", async () => {
    for (const name of ["Łukasz Nowak", "Zoë Ábel", "Ümit Şahin", "Ngọc Trần", "Aoife Ní Bhriain"])
      await household(name, [name]);
    const sheet = await couple.client.get("/api/guests/qr-sheet.pdf");
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["content-type"]).toBe("application/pdf");
    expect(sheet.rawPayload.subarray(0, 5).toString("ascii")).toBe("%PDF-");
    const homes = await t.db
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.coupleId, couple.id)));
    const pdf = await PDFDocument.load(sheet.rawPayload);
    expect(pdf.getPageCount()).toBe(Math.ceil(homes.length / 4));
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    let images = 0;
    for (const page of pdf.getPages()) {
      const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
      images += xObjects?.keys().length ?? 0;
    }
    expect(images).toBe(homes.length);
  });
});

describe("find your invitation", () => {
  const find = (client: Client, name: string, secondFact?: string, slug = "ada-and-ben") =>
    client.post("/api/rsvp/find", { slug, name, ...(secondFact === undefined ? {} : { secondFact }) });

  it("is only for a published website, or the couple's own preview", async () => {
    const guest = t.client();
    expect((await find(guest, "Chris Lee")).statusCode).toBe(404);
    expect((await find(couple.client, "Chris Lee")).json()).toEqual({
      status: "need_fact",
      prompt: SECOND_FACT_PROMPT,
    });
    await t.db
      .update(weddingWebsites)
      .set({ publishedAt: new Date() })
      .where(eq(weddingWebsites.coupleId, couple.id));
    expect((await find(guest, "Chris Lee")).statusCode).toBe(200);
  });

  it("answers a name alone the same whether it matched or not, and needs a second fact to show anything", async () => {
    const home = await household("The Winters", ["Katherine Winter", "Dev Anand"], {
      email: "winters@example.test",
      postcode: "SW1A 1AA",
    });
    const guest = t.client();
    const known = await find(guest, "Kate Winter");
    const unknown = await find(guest, "Nobody Atall");
    expect(known.json()).toEqual({ status: "need_fact", prompt: SECOND_FACT_PROMPT });
    expect(unknown.body).toBe(known.body);
    const path = `/rsvp/${home.token}`;
    const found = { status: "found", rsvpPath: path, householdName: "The Winters" };
    expect((await find(guest, "Kate Winter", "WINTERS@example.test ")).json()).toEqual(found);
    expect((await find(guest, "Katherine Wintre", "sw1a1aa")).json()).toEqual(found); // a typo, the postcode
    expect((await find(guest, "Winter, Kathy", "Anand")).json()).toEqual(found); // another member's last name
    expect((await find(guest, "Kate Winter", "Winter")).json()).toEqual({
      status: "not_found",
      message: NOT_FOUND_MESSAGE,
    });
    expect((await find(guest, "Kate Winter", "E1 6AN")).json()).toEqual({
      status: "not_found",
      message: NOT_FOUND_MESSAGE,
    });
    expect((await find(guest, "Nobody Atall", "winters@example.test")).json()).toEqual({
      status: "not_found",
      message: NOT_FOUND_MESSAGE,
    });
  });

  it("finds an & household by a nickname", async () => {
    const home = await household("Bill & Liz Tanaka", ["William Tanaka", "Elizabeth Tanaka"], {
      postcode: "90210",
    });
    const res = await find(t.client(), "Liz Tanaka", "90210");
    expect(res.json()).toEqual({
      status: "found",
      rsvpPath: `/rsvp/${home.token}`,
      householdName: "Bill & Liz Tanaka",
    });
  });
});

describe("rate limits on guessing", () => {
  it("stops an address after 10 unknown tokens, even for a real one, while others go on", async () => {
    const home = await household("Gus Lamb", ["Gus Lamb"]);
    const scanner = t.client();
    for (let i = 0; i < 10; i++)
      expect((await scanner.get(`/api/rsvp/${"x".repeat(31)}${i}`)).statusCode).toBe(404);
    const blocked = await scanner.get(`/api/rsvp/${home.token}`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    expect((await scanner.get(`/rsvp/${home.token}`)).statusCode).toBe(429);
    expect((await t.client().get(`/api/rsvp/${home.token}`)).statusCode).toBe(200);
  });

  it("stops an address after 8 wrong second facts", async () => {
    const prober = t.client();
    const probe = () =>
      prober.post("/api/rsvp/find", { slug: "ada-and-ben", name: "Kate Winter", secondFact: "wrong" });
    for (let i = 0; i < 8; i++) expect((await probe()).json()).toMatchObject({ status: "not_found" });
    expect((await probe()).statusCode).toBe(429);
  });
});

describe("the couple's live guest list", () => {
  it("hears `guests` on GET /api/guests/live when a household answers", async () => {
    const home = await household("Vera Moon", ["Vera Moon"]);
    const guest = t.client();
    const [vera] = (await guest.get(`/api/rsvp/${home.token}`)).json<RsvpInvitation>().guests;
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const abort = new AbortController();
    try {
      const res = await fetch(`${address}/api/guests/live`, {
        headers: { cookie: couple.client.jar.header()! },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let seen = "";
      const until = async (text: string) => {
        while (!seen.includes(text)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`stream ended before ${text}: ${seen}`);
          seen += decoder.decode(value, { stream: true });
        }
      };
      await until("event: ready");
      const put = await guest.put(`/api/rsvp/${home.token}`, {
        guests: [{ id: vera!.id, answers: { [ceremonyId]: "declined", [receptionId]: "declined" } }],
      });
      expect(put.statusCode).toBe(200);
      await until("event: guests");
    } finally {
      abort.abort();
    }
  });
});
