import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActiveSession } from "@shared/schemas/account-security";
import { twoFactor, user } from "../../db/schema/auth";
import { guests, households } from "../../db/schema/guests";
import { helpTicketMessages, helpTickets } from "../../db/schema/help-desk";
import { coupleChatHistory } from "../../db/schema/june";
import { venues } from "../../db/schema/marketplace";
import { savedVenues } from "../../db/schema/saved-venues";
import { createTestApp, linkIn, pathOf, uniqueEmail, type TestApp } from "../../testing/test-app";
import { secretOfUri, totpCode } from "../../testing/totp";
import { EXPORT_JSON } from "./account-export.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("two-factor sign-in (better-auth's plugin)", () => {
  it("enrols with the password and a code, then asks for a code or a single-use backup code", async () => {
    const me = await t.quickUser({ kind: "couple" });
    const wrong = await me.client.post("/api/auth/two-factor/enable", { password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);

    const enabled = await me.client.post("/api/auth/two-factor/enable", { password: me.password });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/June%20Weddings:/);
    expect(backupCodes).toHaveLength(10);
    const secret = secretOfUri(totpURI);
    // Not on until a code from the app proves the secret arrived.
    let [row] = await t.db.select().from(user).where(eq(user.id, me.id));
    expect(row!.twoFactorEnabled).toBe(false);
    const verified = await me.client.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) });
    expect(verified.statusCode).toBe(200);
    [row] = await t.db.select().from(user).where(eq(user.id, me.id));
    expect(row!.twoFactorEnabled).toBe(true);
    // Stored encrypted: the secret never appears as text in the table.
    const [stored] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, me.id));
    expect(stored!.secret).not.toContain(secret);

    // A password alone no longer signs in.
    const first = await t.signIn(me.email, me.password);
    expect(first.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await first.client.get("/api/me")).statusCode).toBe(401);
    const badCode = await first.client.post("/api/auth/two-factor/verify-totp", { code: "000000" });
    expect(badCode.statusCode).toBe(401);
    const good = await first.client.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) });
    expect(good.statusCode).toBe(200);
    expect((await first.client.get("/api/me")).statusCode).toBe(200);

    // A backup code works once.
    const second = await t.signIn(me.email, me.password);
    const backup = await second.client.post("/api/auth/two-factor/verify-backup-code", {
      code: backupCodes[0],
    });
    expect(backup.statusCode).toBe(200);
    expect((await second.client.get("/api/me")).statusCode).toBe(200);
    const third = await t.signIn(me.email, me.password);
    const again = await third.client.post("/api/auth/two-factor/verify-backup-code", {
      code: backupCodes[0],
    });
    expect(again.statusCode).toBe(401);
    expect((await third.client.get("/api/me")).statusCode).toBe(401);

    // New backup codes replace the old ones; disabling needs the password.
    const fresh = await me.client.post("/api/auth/two-factor/generate-backup-codes", {
      password: me.password,
    });
    expect(fresh.json<{ backupCodes: string[] }>().backupCodes).toHaveLength(10);
    expect(fresh.json<{ backupCodes: string[] }>().backupCodes).not.toContain(backupCodes[1]);
    expect(
      (await me.client.post("/api/auth/two-factor/disable", { password: "wrong-one-1" })).statusCode,
    ).toBe(400);
    expect((await me.client.post("/api/auth/two-factor/disable", { password: me.password })).statusCode).toBe(
      200,
    );
    const plain = await t.signIn(me.email, me.password);
    expect(plain.res.json()).not.toHaveProperty("twoFactorRedirect");
  });
});

describe("signed-in devices", () => {
  it("lists the account's sessions without tokens and ends one or all others", async () => {
    const me = await t.quickUser({ kind: "vendor" });
    const phone = (await t.signIn(me.email, me.password, t.client())).client;
    const laptop = (await t.signIn(me.email, me.password, t.client())).client;
    const stranger = await t.quickUser({ kind: "couple" });

    const res = await me.client.get("/api/account/sessions", {
      headers: {
        "user-agent":
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/token/i);
    const sessions = res.json<{ sessions: ActiveSession[] }>().sessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions[0]!.ipAddress).toBe(me.client.ip);

    // Another account's session reads as missing, and stays.
    const theirs = (await stranger.client.get("/api/account/sessions")).json<{ sessions: ActiveSession[] }>();
    const foreign = await me.client.request("DELETE", `/api/account/sessions/${theirs.sessions[0]!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.client.get("/api/me")).statusCode).toBe(200);

    const phoneId = sessions.find((s) => s.ipAddress === phone.ip)!.id;
    expect((await me.client.request("DELETE", `/api/account/sessions/${phoneId}`)).statusCode).toBe(200);
    expect((await phone.get("/api/me")).statusCode).toBe(401);
    expect((await laptop.get("/api/me")).statusCode).toBe(200);

    const others = await me.client.post("/api/account/sessions/revoke-others", {});
    expect(others.json()).toEqual({ revoked: 1 });
    expect((await laptop.get("/api/me")).statusCode).toBe(401);
    expect((await me.client.get("/api/me")).statusCode).toBe(200);
    expect((await t.client().get("/api/account/sessions")).statusCode).toBe(401);
  });
});

describe("change of email", () => {
  it("mails the new address a link, tells the old one, and changes only when the link is opened", async () => {
    const me = await t.quickUser({ kind: "couple" });
    const newEmail = uniqueEmail("moved");
    const res = await me.client.post("/api/auth/change-email", {
      newEmail,
      callbackURL: "/account/security?emailChanged=1",
    });
    expect(res.statusCode).toBe(200);
    const confirm = await t.latestMail(newEmail, { subject: "Confirm your new email" });
    const notice = await t.latestMail(me.email, { subject: "A change of email was requested" });
    expect(notice.text).toContain(newEmail);
    let [row] = await t.db.select().from(user).where(eq(user.id, me.id));
    expect(row!.email).toBe(me.email);

    const opened = await me.client.get(pathOf(linkIn(confirm.text)));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/account/security?emailChanged=1");
    [row] = await t.db.select().from(user).where(eq(user.id, me.id));
    expect(row!.email).toBe(newEmail);
    expect(row!.emailVerified).toBe(true);
    expect((await t.signIn(newEmail, me.password)).res.statusCode).toBe(200);
    expect((await t.signIn(me.email, me.password)).res.statusCode).toBe(401);
  });
});

describe("export of all my data", () => {
  it("holds the couple's own rows as JSON and CSV, never another couple's, nor secrets", async () => {
    const mine = await t.quickUser({ kind: "couple", name: "Export Owner" });
    const other = await t.quickUser({ kind: "couple", name: "Export Stranger" });
    const [venue] = await t.db.select({ id: venues.id }).from(venues).limit(1);
    for (const [who, word] of [
      [mine, "Exportable-Marigold"],
      [other, "Foreign-Nightshade"],
    ] as const) {
      const [h] = await t.db
        .insert(households)
        .values({ coupleId: who.id, name: `${word} household`, rsvpToken: `${word}-rsvp-token-secret` })
        .returning({ id: households.id });
      await t.db.insert(guests).values({ coupleId: who.id, householdId: h!.id, name: `${word} guest` });
      await t.db
        .insert(coupleChatHistory)
        .values({ coupleId: who.id, messageRole: "user", messageContent: `${word}: June, help` });
      await t.db.insert(savedVenues).values({ userId: who.id, venueId: venue!.id });
      const [ticket] = await t.db
        .insert(helpTickets)
        .values({
          userId: who.id,
          userEmail: who.email,
          stakeholderType: "couple",
          issueType: "technical",
          priority: "low",
          title: `${word} ticket`,
          description: "Help",
          conversationLog: "[]",
        })
        .returning({ id: helpTickets.id });
      await t.db.insert(helpTicketMessages).values([
        { ticketId: ticket!.id, authorRole: "operator", body: `${word} reply`, internal: false },
        { ticketId: ticket!.id, authorRole: "operator", body: `${word} operators-only note`, internal: true },
      ]);
    }

    const res = await mine.client.get("/api/account/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="june-weddings-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        EXPORT_JSON,
        "csv/budget_categories.csv",
        "csv/budget_lines.csv",
        "csv/budget_payments.csv",
        "csv/guests.csv",
        "csv/households.csv",
        "csv/saved_venues.csv",
        "csv/tasks.csv",
      ].sort(),
    );
    const all = Object.values(files)
      .map((f) => strFromU8(f))
      .join("\n");
    expect(all).toContain("Exportable-Marigold guest");
    expect(all).toContain("Exportable-Marigold: June, help");
    expect(all).toContain("Exportable-Marigold reply");
    expect(all).not.toContain("Foreign-Nightshade");
    expect(all).not.toContain("rsvp-token-secret");
    expect(all).not.toContain("operators-only note");
    const data = JSON.parse(strFromU8(files[EXPORT_JSON]!)) as Record<string, unknown>;
    expect(data.account).toMatchObject({ id: mine.id, email: mine.email, kind: "couple" });
    expect(data.saved_venues).toEqual([expect.objectContaining({ venueId: venue!.id })]);
    expect(
      strFromU8(files["csv/guests.csv"]!)
        .replace(/^\uFEFF/, "")
        .split("\r\n")[1],
    ).toContain("Exportable-Marigold guest");

    expect((await t.client().get("/api/account/export")).statusCode).toBe(401);
  });

  it("gives a business its listings, not a couple's plan", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const [venue] = await t.db.select({ id: venues.id, name: venues.name }).from(venues).limit(1).offset(3);
    await t.db.update(venues).set({ ownerId: owner.id }).where(eq(venues.id, venue!.id));
    const res = await owner.client.get("/api/account/export");
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))[EXPORT_JSON]!)) as Record<
      string,
      { name?: string }[]
    >;
    expect(data.venues!.map((v) => v.name)).toEqual([venue!.name]);
    expect(data).not.toHaveProperty("guests");
    await t.db.update(venues).set({ ownerId: null }).where(eq(venues.id, venue!.id));
  });

  it("is rate-limited", async () => {
    const limited = await createTestApp({ RATE_LIMIT_EXPORT_PER_HOUR: "2" }, { database: t.testDatabase });
    try {
      const me = await limited.quickUser({ kind: "couple" });
      expect((await me.client.get("/api/account/export")).statusCode).toBe(200);
      expect((await me.client.get("/api/account/export")).statusCode).toBe(200);
      expect((await me.client.get("/api/account/export")).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("deleting the account", () => {
  it("needs the right password, removes the couple's data and mails a notice", async () => {
    const me = await t.quickUser({ kind: "couple" });
    const [h] = await t.db
      .insert(households)
      .values({ coupleId: me.id, name: "Doomed household", rsvpToken: "doomed-token-1234567890" })
      .returning({ id: households.id });
    expect((await me.client.post("/api/auth/delete-user", {})).statusCode).toBe(400);
    const wrong = await me.client.post("/api/auth/delete-user", { password: "not-the-password" });
    expect(wrong.statusCode).toBe(400);
    expect((await me.client.get("/api/me")).statusCode).toBe(200);

    const done = await me.client.post("/api/auth/delete-user", { password: me.password });
    expect(done.statusCode).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await t.db.select().from(households).where(eq(households.id, h!.id))).toEqual([]);
    expect((await me.client.get("/api/me")).statusCode).toBe(401);
    await t.latestMail(me.email, { subject: "Your account was deleted" });
    expect((await t.signIn(me.email, me.password)).res.statusCode).toBe(401);
  });

  it("keeps a venue owner's listing but unpublishes it", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const [venue] = await t.db.select({ id: venues.id }).from(venues).limit(1).offset(5);
    await t.db.update(venues).set({ ownerId: owner.id }).where(eq(venues.id, venue!.id));
    expect((await owner.client.post("/api/auth/delete-user", { password: owner.password })).statusCode).toBe(
      200,
    );
    const [after] = await t.db.select().from(venues).where(eq(venues.id, venue!.id));
    expect(after).toMatchObject({ ownerId: null, isPublished: false });
    await t.db.update(venues).set({ isPublished: true }).where(eq(venues.id, venue!.id));
  });
});
