import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunSheet, RunSheetImportResult, SharedRunSheet } from "@shared/schemas/run-sheets";
import { budgetCategories, budgetItems } from "../../db/schema/budgets";
import { guestEvents } from "../../db/schema/guests";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

type Err = { error: { message: string; reason?: string } };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function coupleWithSheet(): Promise<{ client: Client; id: string; sheet: RunSheet }> {
  const { client, id } = await t.quickUser({ kind: "couple" });
  await t.db.insert(guestEvents).values([
    { coupleId: id, name: "Ceremony", startsAt: "15:00", location: "Rose Garden" },
    { coupleId: id, name: "Reception", startsAt: null },
  ]);
  const [cat] = await t.db
    .insert(budgetCategories)
    .values({ coupleId: id, name: "Photography" })
    .returning({ id: budgetCategories.id });
  const [flowers] = await t.db
    .insert(budgetCategories)
    .values({ coupleId: id, name: "Flowers" })
    .returning({ id: budgetCategories.id });
  await t.db.insert(budgetItems).values([
    { coupleId: id, categoryId: cat!.id, name: "Photographer", vendorName: "Golden Hour Photography" },
    { coupleId: id, categoryId: flowers!.id, name: "Bouquets", vendorName: "Petal & Stem" },
  ]);
  const res = await client.post("/api/run-sheets/generate");
  expect(res.statusCode).toBe(200);
  return { client, id, sheet: res.json<RunSheet>() };
}

const entry = (sheet: RunSheet, title: string) => {
  const found = sheet.entries.find((e) => e.title === title);
  if (!found) throw new Error(`no entry ${title}`);
  return found;
};
const tokenOf = (path: string) => path.split("/").pop()!;

async function share(client: Client, sheet: RunSheet, body: object) {
  const res = await client.post(`/api/run-sheets/${sheet.id}/shares`, body);
  expect(res.statusCode).toBe(201);
  const next = res.json<RunSheet>();
  return { sheet: next, share: next.shares.at(-1)! };
}

describe("generating", () => {
  it("makes one Wedding day sheet from the events and the budget's vendors, and keeps the couple's edits", async () => {
    const { client, sheet } = await coupleWithSheet();
    expect(sheet.title).toBe("Wedding day");
    expect(entry(sheet, "Ceremony")).toMatchObject({
      startsAt: "15:00",
      endsAt: "15:30",
      location: "Rose Garden",
    });
    expect(entry(sheet, "Golden Hour Photography arrives and sets up")).toMatchObject({
      startsAt: "13:00",
      kind: "vendor_arrival",
      vendorName: "Golden Hour Photography",
    });
    expect(entry(sheet, "Petal & Stem arrives and sets up").startsAt).toBe("12:00");
    expect(sheet.vendorNames).toEqual(["Golden Hour Photography", "Petal & Stem"]);

    const toasts = entry(sheet, "Toasts");
    const edited = await client.request("PATCH", `/api/run-sheets/entries/${toasts.id}`, {
      body: { notes: "Maid of honour first", version: toasts.version },
    });
    expect(edited.statusCode).toBe(200);
    const again = (await client.post("/api/run-sheets/generate")).json<RunSheet>();
    expect(again.id).toBe(sheet.id);
    expect(entry(again, "Toasts")).toMatchObject({ notes: "Maid of honour first", isEdited: true });
    expect(again.entries.filter((e) => e.title === "Toasts")).toHaveLength(1);
    expect(again.entries).toHaveLength(sheet.entries.length);
    const list = (await client.get("/api/run-sheets")).json<{ sheets: unknown[] }>();
    expect(list.sheets).toHaveLength(1);
  });
});

describe("entries", () => {
  it("refuses impossible times, an end before the start, overlaps on the couple's track and oversized text", async () => {
    const { client, sheet } = await coupleWithSheet();
    const add = (body: object) => client.post(`/api/run-sheets/${sheet.id}/entries`, body);
    const bad = await add({ startsAt: "25:00", title: "Late" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Err>().error.message).toBe("startsAt: Use a time like 14:30.");
    const backwards = await add({ startsAt: "10:00", endsAt: "09:00", title: "Backwards" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<Err>().error.message).toBe("endsAt: The end must be after the start.");
    const overlap = await add({ startsAt: "15:15", endsAt: "15:45", title: "Readings" });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json<Err>().error.message).toBe(
      "This overlaps “Ceremony” (15:00–15:30). Move one of them, or give one a vendor name.",
    );
    const long = await add({ startsAt: "09:00", title: "x".repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json<Err>().error.message).toBe("title: Use at most 120 characters.");
    const vendorOk = await add({
      startsAt: "15:15",
      endsAt: "15:45",
      title: "Strings play",
      vendorName: "Quartet",
    });
    expect(vendorOk.statusCode).toBe(201);
  });

  it("answers 409 stale to an old version, and 404 to another couple", async () => {
    const { client, sheet } = await coupleWithSheet();
    const cake = entry(sheet, "Cake cutting");
    const first = await client.request("PATCH", `/api/run-sheets/entries/${cake.id}`, {
      body: { title: "Cake", version: cake.version },
    });
    expect(first.statusCode).toBe(200);
    const second = await client.request("PATCH", `/api/run-sheets/entries/${cake.id}`, {
      body: { title: "Cupcakes", version: cake.version },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<Err>().error.reason).toBe("stale");
    const stranger = await t.quickUser({ kind: "couple" });
    for (const res of [
      await stranger.client.get(`/api/run-sheets/${sheet.id}`),
      await stranger.client.request("DELETE", `/api/run-sheets/entries/${cake.id}`),
      await stranger.client.post(`/api/run-sheets/${sheet.id}/shares`, { label: "Mine", audience: "party" }),
    ])
      expect(res.statusCode).toBe(404);
  });
});

describe("shared links", () => {
  it("reads only the sheet it was made for; a vendor confirms its own entries only; revoked reads like unknown", async () => {
    const { client, sheet } = await coupleWithSheet();
    const other = await coupleWithSheet();
    const { share: vendorLink } = await share(client, sheet, {
      label: "Photographer",
      audience: "vendor",
      vendorName: "golden hour photography",
    });
    const { share: partyLink } = await share(client, sheet, { label: "Wedding party", audience: "party" });
    const anon = t.client();
    const read = await anon.get(`/api/run-sheets/shared/${tokenOf(vendorLink.path)}`);
    expect(read.statusCode).toBe(200);
    const shared = read.json<SharedRunSheet>();
    expect(shared.entries.filter((e) => e.isMine).map((e) => e.title)).toEqual([
      "Golden Hour Photography arrives and sets up",
    ]);
    const mine = shared.entries.find((e) => e.isMine)!;
    const florist = entry(sheet, "Petal & Stem arrives and sets up");
    const otherCouples = entry(other.sheet, "Golden Hour Photography arrives and sets up");
    const confirm = (token: string, entryId: string) =>
      anon.put(`/api/run-sheets/shared/${token}/confirmations/${entryId}`, {
        arrivalAt: "12:45",
        setupAt: "13:00",
      });

    for (const id of [florist.id, entry(sheet, "Ceremony").id, otherCouples.id]) {
      const res = await confirm(tokenOf(vendorLink.path), id);
      expect(res.statusCode).toBe(404);
      expect(res.json<Err>().error.message).toBe("This entry is not on your link.");
    }
    expect((await confirm(tokenOf(partyLink.path), mine.id)).statusCode).toBe(404);
    const ok = await confirm(tokenOf(vendorLink.path), mine.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<SharedRunSheet>().entries.find((e) => e.isMine)!.confirmation).toMatchObject({
      arrivalAt: "12:45",
      setupAt: "13:00",
      isChangedSince: false,
    });
    const bad = await anon.put(
      `/api/run-sheets/shared/${tokenOf(vendorLink.path)}/confirmations/${mine.id}`,
      {
        arrivalAt: "13:00",
        setupAt: "12:00",
      },
    );
    expect(bad.json<Err>().error.message).toBe("setupAt: Setup cannot start before you arrive.");

    const couple = (await client.get(`/api/run-sheets/${sheet.id}`)).json<RunSheet>();
    expect(couple.confirmations).toEqual([
      expect.objectContaining({ entryId: mine.id, shareLabel: "Photographer", isChangedSince: false }),
    ]);
    const moved = entry(couple, "Golden Hour Photography arrives and sets up");
    await client.request("PATCH", `/api/run-sheets/entries/${moved.id}`, {
      body: { startsAt: "12:30", version: moved.version },
    });
    const after = (await client.get(`/api/run-sheets/${sheet.id}`)).json<RunSheet>();
    expect(after.confirmations[0]!.isChangedSince).toBe(true);

    const revoked = await client.request("DELETE", `/api/run-sheets/shares/${vendorLink.id}`);
    expect(revoked.statusCode).toBe(200);
    const gone = await anon.get(`/api/run-sheets/shared/${tokenOf(vendorLink.path)}`);
    const unknown = await anon.get(`/api/run-sheets/shared/${"x".repeat(43)}`);
    expect(gone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(gone.json<Err>().error.message).toBe("This link is no longer valid.");
    expect(unknown.json<Err>().error.message).toBe(gone.json<Err>().error.message);
    expect((await confirm(tokenOf(vendorLink.path), mine.id)).statusCode).toBe(404);
  });

  it("slows down an address guessing tokens", async () => {
    const guesser = t.client();
    for (let i = 0; i < 10; i++)
      expect((await guesser.get(`/api/run-sheets/shared/guess-${i}`)).statusCode).toBe(404);
    expect((await guesser.get(`/api/run-sheets/shared/guess-x`)).statusCode).toBe(429);
  });

  it("streams `sheet` to an open shared view when the couple edits", async () => {
    const { client, sheet } = await coupleWithSheet();
    const { share: party } = await share(client, sheet, { label: "Party", audience: "party" });
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/run-sheets/shared/${tokenOf(party.path)}/live`, {
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await readUntil("event: ready");
    const dance = entry(sheet, "First dance");
    await client.request("PATCH", `/api/run-sheets/entries/${dance.id}`, {
      body: { title: "Our first dance", version: dance.version },
    });
    await readUntil("event: sheet");
    expect(text).toContain("event: sheet\ndata: {}\n\n");
    controller.abort();
  });
});

describe("import, template and worksheet", () => {
  it("serves the template publicly and imports it, or lists each bad row and writes nothing", async () => {
    const anon = t.client();
    const template = await anon.get("/api/run-sheets/template.csv");
    expect(template.statusCode).toBe(200);
    expect(template.body.split("\r\n")[0]).toBe("start,end,title,kind,location,vendor,notes");
    const { client } = await t.quickUser({ kind: "couple" });
    const made = (await client.post("/api/run-sheets/generate")).json<RunSheet>();
    const bad = await client.post(`/api/run-sheets/${made.id}/import`, {
      csv: "start,end,title\n25:00,,Late\n10:00,09:00,Backwards\n11:00,12:00,Fine\n",
      replace: true,
    });
    expect(bad.json()).toEqual({
      imported: 0,
      sheet: null,
      errors: [
        { line: 2, message: "start: Use a time like 14:30." },
        { line: 3, message: "end: The end must be after the start." },
      ],
    });
    const ok = await client.post(`/api/run-sheets/${made.id}/import`, { csv: template.body, replace: true });
    expect(ok.json<RunSheetImportResult>().imported).toBe(4);
    expect(ok.json<RunSheetImportResult>().sheet!.entries.map((e) => e.title)).toEqual([
      "Getting ready",
      "Photographer arrives and sets up",
      "Ceremony",
      "Dinner is served",
    ]);
    const pdf = await client.get(`/api/run-sheets/${made.id}/worksheet.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
