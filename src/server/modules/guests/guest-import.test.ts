import type { ErrorBody } from "@shared/errors";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestEvent, GuestList, ImportPreview } from "@shared/schemas/guests";
import { IMPORT_COLUMNS } from "@shared/schemas/guests";
import { guests, households } from "../../db/schema/guests";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
});

async function couple(events = ["Ceremony", "Reception"]) {
  const me = await t.quickUser({ kind: "couple" });
  await me.client.put("/api/me/couple-profile", {
    partner1Name: "Ava",
    partner2Name: "Noah",
    weddingDate: null,
    guestCount: null,
    cityId: null,
  });
  const made: GuestEvent[] = [];
  for (const name of events)
    made.push((await me.client.post("/api/guests/events", { name })).json<GuestEvent>());
  return { ...me, events: made };
}

const preview = (c: Client, csv: string, extra: Record<string, unknown> = {}) =>
  c.post("/api/guests/import/preview", { csv, ...extra });
const confirm = (
  c: Client,
  csv: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
) => c.post("/api/guests/import", { csv, ...extra }, headers ? { headers } : undefined);
const guestCount = async (coupleId: string) =>
  Number((await t.db.select({ n: count() }).from(guests).where(eq(guests.coupleId, coupleId)))[0]!.n);

const SPREADSHEET = [
  "First Name,Last Name,E-mail,Party,RSVP,Side,Type,Events,Plus Ones",
  "Chris,Lee,chris@example.test,The Lees,yes,Ava,Family,Ceremony; Reception,1",
  "Sam,Lee,,The Lees,no,Ava's,family,ceremony,0",
  'Jordan,"Smith, Jr.",jordan@example.test,,,Noah,friend,,',
  "Pat,Quinn,not-an-email,,maybe,the neighbours,alien,Brunch,25",
].join("\r\n");

describe("CSV import", () => {
  it("previews with guessed columns, row errors and line numbers, and writes nothing", async () => {
    const me = await couple();
    const res = await preview(me.client, SPREADSHEET);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<ImportPreview>();
    expect(p.mapping).toEqual({
      "First Name": "name",
      "Last Name": "name",
      "E-mail": "email",
      Party: "household",
      RSVP: "rsvp_status",
      Side: "side",
      Type: "guest_type",
      Events: "events",
      "Plus Ones": "plus_ones",
    });
    expect(p.rows.slice(0, 3).map((r) => [r.line, r.household, r.name, r.errors])).toEqual([
      [2, "The Lees", "Chris Lee", []],
      [3, "The Lees", "Sam Lee", []],
      [4, "Jordan Smith, Jr.", "Jordan Smith, Jr.", []],
    ]);
    expect(p.rows[3]).toMatchObject({ line: 5, name: "Pat Quinn" });
    expect(p.rows[3]!.errors).toEqual([
      "“not-an-email” is not an email address.",
      "Guest type “alien” is not one of: family, friend, wedding party, plus-one, child, vendor.",
      "Side “the neighbours” is not one of: Ava, Noah, partner 1, partner 2, both.",
      "Plus-ones “25” must be a whole number from 0 to 20.",
      "There is no event called “Brunch”; your events are: Ceremony, Reception.",
    ]);
    expect(p.summary).toEqual({ rows: 4, valid: 3, withErrors: 1, duplicates: 0, households: 2 });
    expect(await guestCount(me.id)).toBe(0);
  });

  it("refuses to confirm while rows have errors, then imports the rest with skipLines in one go", async () => {
    const me = await couple();
    const refused = await confirm(me.client, SPREADSHEET);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.message).toBe(
      "1 row has problems (line 5: “not-an-email” is not an email address.). Fix them in the file, or leave those lines out.",
    );
    expect(await guestCount(me.id)).toBe(0);
    const ok = await confirm(me.client, SPREADSHEET, { skipLines: [5] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ households: 2, guests: 3 });
    const list = (await me.client.get("/api/guests")).json<GuestList>();
    const [ceremony, reception] = me.events as [GuestEvent, GuestEvent];
    const lees = list.households.find((h) => h.name === "The Lees")!;
    expect(lees).toMatchObject({ source: "import", plusOnesAllowed: 1, email: "chris@example.test" });
    expect(lees.invitedEventIds.sort()).toEqual([ceremony.id, reception.id].sort());
    expect(lees.guests.map((g) => [g.name, g.rsvpStatus, g.side, g.guestType, g.answers])).toEqual([
      [
        "Chris Lee",
        "attending",
        "partner1",
        "family",
        { [ceremony.id]: "attending", [reception.id]: "attending" },
      ],
      [
        "Sam Lee",
        "declined",
        "partner1",
        "family",
        { [ceremony.id]: "declined", [reception.id]: "declined" },
      ],
    ]);
    const jordan = list.households.find((h) => h.name === "Jordan Smith, Jr.")!;
    expect(jordan.guests[0]).toMatchObject({ side: "partner2", rsvpStatus: "pending" });
    expect(list.counts.byEvent.find((e) => e.eventId === ceremony.id)).toEqual({
      eventId: ceremony.id,
      invited: 3,
      attending: 1,
      declined: 1,
      pending: 1,
    });
  });

  it("flags likely duplicates against the list and earlier rows", async () => {
    const me = await couple();
    await confirm(me.client, "name,email\nChristopher Lee,\nMaria Garcia,maria@example.test\n");
    const csv = [
      "name,email",
      "Chris Lee,", // short form of a guest on the list
      "M. G.,MARIA@example.test", // same email
      "Jonathan Smiht,",
      "Jonathan Smith,", // one typo from line 4
      "José Álvarez,",
      "Jose Alvarez,", // accents
      "Joan Smith,", // someone else
    ].join("\n");
    const p = (await preview(me.client, csv)).json<ImportPreview>();
    expect(p.rows.map((r) => [r.line, r.duplicateOf])).toEqual([
      [2, { name: "Christopher Lee", where: "list" }],
      [3, { name: "Maria Garcia", where: "list" }],
      [4, null],
      [5, { name: "Jonathan Smiht", where: "file", line: 4 }],
      [6, null],
      [7, { name: "José Álvarez", where: "file", line: 6 }],
      [8, null],
    ]);
    expect(p.summary.duplicates).toBe(4);
  });

  it("writes everything in one transaction: a row failing mid-way leaves nothing", async () => {
    const me = await couple();
    // A database-side failure on one row in the middle of the batch (no check of ours catches it).
    await t.db.execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.name = 'Boom Failure' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_boom before insert on guests for each row execute function refuse_boom()`,
    );
    try {
      const rows = Array.from({ length: 1500 }, (_, i) => (i === 1200 ? "Boom Failure" : `Guest Number${i}`));
      const res = await confirm(me.client, ["name", ...rows].join("\n"));
      expect(res.statusCode).toBe(500);
      expect(await guestCount(me.id)).toBe(0);
      const homes = await t.db.select({ n: count() }).from(households).where(eq(households.coupleId, me.id));
      expect(Number(homes[0]!.n)).toBe(0);
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on guests`);
    }
  });

  it("answers a retried confirm with the same Idempotency-Key once, importing nothing twice", async () => {
    const me = await couple();
    const csv = "name\nAnna Once\nBen Once\n";
    const key = { "idempotency-key": "import-0123456789" };
    const first = await confirm(me.client, csv, {}, key);
    const again = await confirm(me.client, csv, {}, key);
    expect(first.json()).toEqual({ households: 2, guests: 2 });
    expect(again.json()).toEqual({ households: 2, guests: 2 });
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await guestCount(me.id)).toBe(2);
  });

  it("gives bad files one clear message", async () => {
    const me = await couple();
    const message = async (csv: string) => {
      const res = await preview(me.client, csv);
      expect(res.statusCode).toBe(400);
      return res.json<ErrorBody>().error.message;
    };
    expect(await message("")).toBe("The file is empty.");
    expect(await message("\uFEFF \r\n\r\n")).toBe("The file is empty.");
    expect(await message("name,email\r\n")).toBe("The file has a header row but no guests under it.");
    expect(await message("name\nZo\uFFFD Smith\n")).toBe(
      "This file is not UTF-8 text, so some letters cannot be read. Save it as “CSV UTF-8” (Excel: File → Save As) and try again.",
    );
    expect(await message("email,phone\na@example.test,1\n")).toBe(
      "No column holds the guests' names. Name one column “name” (or “First Name” and “Last Name”); the file's columns are: email, phone.",
    );
    expect(await message(["name", ...Array.from({ length: 5001 }, (_, i) => `G ${i}`)].join("\n"))).toBe(
      "The file has more than 5,000 guests; import at most 5,000 at a time.",
    );
    // 10 MB: the schema's own message, not a generic "body too large".
    expect(await message("name\n" + "x".repeat(10 * 1024 * 1024))).toBe(
      "csv: The file is over 2 MB; split it into smaller files.",
    );
    // An unbalanced quote is a row error at its line; the rows before it are fine.
    const quoted = (
      await preview(me.client, 'name,notes\nAnn Able,ok\nBob "Open,"unclosed\nCy Dee,x\n')
    ).json<ImportPreview>();
    expect(quoted.rows.map((r) => [r.line, r.errors.length])).toEqual([
      [2, 0],
      [3, 1],
    ]);
    expect(quoted.rows[1]!.errors[0]).toBe(
      'A quote (") opens a cell here and is never closed, so the rest of the file was read as one cell. Close the quote or remove it.',
    );
  });

  it("refuses an import that would take the list past 5,000 guests", async () => {
    const me = await couple([]);
    const rows = Array.from({ length: 5000 }, (_, i) => `Guest ${i},Home ${i % 2500}`);
    const first = await confirm(me.client, ["name,household", ...rows].join("\n"));
    expect(first.json()).toEqual({ households: 2500, guests: 5000 });
    const more = await confirm(me.client, "name\nOne More\n");
    expect(more.statusCode).toBe(400);
    expect(more.json<ErrorBody>().error.message).toBe(
      "That would make 5,001 guests; a list holds at most 5,000.",
    );
  });
});

describe("CSV export and the template", () => {
  it("exports the list with a BOM, defused formulas, and the filters of the list", async () => {
    const me = await couple(["Reception"]);
    await confirm(
      me.client,
      [
        "name,email,phone,notes,tags,rsvp_status,household",
        '=HYPERLINK("http://evil.test"),,+1 555 0100,@SUM(A1),vip,yes,Evil',
        'Plain Guest,plain@example.test,,"tab\there",,no,Plain',
        "-Minus Guest,,,,,,Minus",
      ].join("\n"),
    );
    const res = await me.client.get("/api/guests/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="guest-list.csv"');
    expect(res.body.startsWith("\uFEFFhousehold,name,email,")).toBe(true);
    const lines = res.body.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(IMPORT_COLUMNS.join(","));
    expect(lines[1]).toBe(
      `Evil,"'=HYPERLINK(""http://evil.test"")",,'+1 555 0100,Friend,both,attending,,,vip,'@SUM(A1),0,Reception,,`,
    );
    expect(lines[2]).toBe("Minus,'-Minus Guest,,,Friend,both,pending,,,,,0,Reception,,");
    expect(lines[3]).toBe(
      "Plain,Plain Guest,plain@example.test,,Friend,both,declined,,,,tab\there,0,Reception,,",
    );
    const filtered = await me.client.get("/api/guests/export.csv?status=declined");
    expect(filtered.body.slice(1).trimEnd().split("\r\n")).toEqual([
      IMPORT_COLUMNS.join(","),
      "Plain,Plain Guest,plain@example.test,,Friend,both,declined,,,,tab\there,0,Reception,,",
    ]);
    const searched = await me.client.get("/api/guests/export.csv?q=plain&tag=vip");
    expect(searched.body.slice(1).trimEnd().split("\r\n")).toHaveLength(1);
    // The export imports back as is (defused cells read as written).
    const back = (await preview(me.client, res.body)).json<ImportPreview>();
    expect(back.summary).toMatchObject({ rows: 3, valid: 3, withErrors: 0, duplicates: 3 });
    expect(back.rows[0]!.name).toBe('=HYPERLINK("http://evil.test")');
  });

  it("serves a template the importer accepts as is", async () => {
    const me = await couple([]);
    const res = await me.client.get("/api/csv-format-guide/template.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="guest-list-template.csv"');
    const lines = res.body.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(IMPORT_COLUMNS.join(","));
    expect(lines).toHaveLength(4);
    const p = (await preview(me.client, res.body)).json<ImportPreview>();
    expect(p.summary).toEqual({ rows: 3, valid: 3, withErrors: 0, duplicates: 0, households: 2 });
    expect(Object.values(p.mapping)).toEqual([...IMPORT_COLUMNS]);
    expect((await confirm(me.client, res.body)).json()).toEqual({ households: 2, guests: 3 });
    // With events the template still imports ("all" and blank both mean every event).
    const withEvents = await couple(["Ceremony", "Reception"]);
    expect((await confirm(withEvents.client, res.body)).json()).toEqual({ households: 2, guests: 3 });
  });
});
