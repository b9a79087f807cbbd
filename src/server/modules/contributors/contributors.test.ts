import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CONTRIBUTORS, type Contributor, type LiveEvent } from "@shared/schemas/collaboration";
import { contributorProfiles, coupleContributors } from "../../db/schema/collaboration";
import { guests, households } from "../../db/schema/guests";
import { coupleProfiles } from "../../db/schema/profiles";
import {
  createTestApp,
  linkIn,
  pathOf,
  uniqueAddress,
  uniqueEmail,
  type Client,
  type TestApp,
} from "../../testing/test-app";
import { hashInvitationToken } from "./invitation-token";

const INVALID = "This invitation link is invalid or has expired.";
type Err = { error: { code: string; message: string } };

let t: TestApp;
let couple: { id: string; email: string; client: Client };
beforeAll(async () => {
  t = await createTestApp();
  couple = await t.quickUser({ kind: "couple", name: "Ava Reyes" });
  await t.db.insert(coupleProfiles).values({ id: couple.id, partner1Name: "Ava", partner2Name: "Noah" });
  await t.db
    .insert(households)
    .values({ coupleId: couple.id, name: "The Lindqvists", rsvpToken: "contrib-test-token-000000000001" });
  const [home] = await t.db
    .select({ id: households.id })
    .from(households)
    .where(eq(households.coupleId, couple.id));
  await t.db.insert(guests).values({ coupleId: couple.id, householdId: home!.id, name: "Astrid Lindqvist" });
});
afterAll(() => t.close());

const invite = (c: Client, email: string, over: Record<string, unknown> = {}) =>
  c.post("/api/contributors", { email, name: "Mara", role: "parent", areas: { guests: "view" }, ...over });

/** The token in the newest invitation mail to `email`. */
async function tokenMailedTo(email: string, after = ""): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = await t.latestMail(email, { subject: "Ava & Noah invited you to help plan their wedding" });
    const token = pathOf(linkIn(mail.text)).replace("/join/", "");
    if (token !== after) return token;
    if (Date.now() > deadline) throw new Error("no new invitation mail");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const asHelper = (c: Client, url: string) => c.get(url, { headers: { "x-couple-id": couple.id } });

describe("inviting a contributor", () => {
  it("stores only the token's hash and mails the link naming the couple and what is shared", async () => {
    const email = uniqueEmail("mara");
    const res = await invite(couple.client, email.toUpperCase(), {
      areas: { guests: "edit", budget: "view" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Contributor>();
    expect(made).toMatchObject({ email, name: "Mara", role: "parent", status: "invited", lastUsedAt: null });
    const expiresIn = Date.parse(made.inviteExpiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    const mail = await t.latestMail(email);
    expect(mail.subject).toBe("Ava & Noah invited you to help plan their wedding");
    expect(mail.text).toContain(
      "Ava & Noah invited you to help plan their wedding on June Weddings, as parent.",
    );
    expect(mail.text).toContain("• Guests: can view and edit\n• Budget: can view");
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/join\/[A-Za-z0-9_-]{43}$/);
    const token = pathOf(link).replace("/join/", "");
    const [row] = await t.db.select().from(coupleContributors).where(eq(coupleContributors.id, made.id));
    expect(row!.inviteTokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await couple.client.get("/api/contributors");
    expect(list.json<{ contributors: Contributor[] }>().contributors.map((c) => c.email)).toContain(email);
  });

  it("refuses an address already invited (409 on the email field) and the couple's own address", async () => {
    const email = uniqueEmail("twice");
    expect((await invite(couple.client, email)).statusCode).toBe(201);
    const again = await invite(couple.client, email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: "CONFLICT", fields: { email: "This person is already invited." } },
    });
    const own = await invite(couple.client, couple.email);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      error: { fields: { email: "That is your own address. Invite someone else." } },
    });
  });

  it("validates the body with the shared schema", async () => {
    const res = await couple.client.post("/api/contributors", {
      email: "nope",
      name: "",
      role: "boss",
      areas: { cellar: "edit" },
    });
    expect(res.statusCode).toBe(400);
  });

  it("keeps a couple at MAX_CONTRIBUTORS helpers", async () => {
    const busy = await t.quickUser({ kind: "couple" });
    await t.db.insert(coupleContributors).values(
      Array.from({ length: MAX_CONTRIBUTORS }, (_, i) => ({
        coupleId: busy.id,
        email: `full-${i}-${busy.id}@example.test`,
        role: "other" as const,
      })),
    );
    const res = await invite(busy.client, uniqueEmail("one-more"));
    expect(res.statusCode).toBe(409);
    expect(res.json<Err>().error.message).toBe(
      `You can have at most ${MAX_CONTRIBUTORS} contributors. Revoke someone to invite another.`,
    );
  });

  it("is the couple's alone: other kinds 403, a contributor acting for the couple 404", async () => {
    const vendor = await t.quickUser({ kind: "vendor" });
    expect((await invite(vendor.client, uniqueEmail())).statusCode).toBe(403);
    const helper = await t.quickUser({ kind: "contributor" });
    await t.db.insert(coupleContributors).values({
      coupleId: couple.id,
      userId: helper.id,
      email: helper.email,
      role: "planner",
      status: "active",
      areas: { guests: "edit", budget: "edit", timeline: "edit", designs: "edit", vendors: "edit" },
    });
    expect((await asHelper(helper.client, "/api/contributors")).statusCode).toBe(404);
    const res = await helper.client.post(
      "/api/contributors",
      { email: uniqueEmail(), name: "", role: "other", areas: {} },
      {
        headers: { "x-couple-id": couple.id },
      },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe("the invitation link", () => {
  it("previews, then a signed-in account with the invited address accepts it once", async () => {
    const helper = await t.quickUser({ kind: "couple", name: "Mara Lindqvist" });
    await invite(couple.client, helper.email, { areas: { guests: "view", vendors: "edit" } });
    const token = await tokenMailedTo(helper.email);

    const preview = await t.client().get(`/api/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      coupleNames: "Ava & Noah",
      email: helper.email,
      role: "parent",
      areas: { guests: "view", vendors: "edit" },
      hasAccount: true,
    });

    const tab = await t.app.injectWS("/api/live", { headers: { cookie: couple.client.jar.header()! } });
    const events: LiveEvent[] = [];
    tab.on("message", (raw: Buffer) => events.push(JSON.parse(raw.toString("utf8")) as LiveEvent));
    await new Promise((r) => setTimeout(r, 50));

    const accepted = await helper.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ coupleId: couple.id });
    const [profile] = await t.db
      .select()
      .from(contributorProfiles)
      .where(eq(contributorProfiles.userId, helper.id));
    expect(profile).toBeDefined();
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toContainEqual({ type: "access", coupleId: couple.id });
    tab.terminate();

    const [row] = await t.db
      .select()
      .from(coupleContributors)
      .where(eq(coupleContributors.userId, helper.id));
    expect(row).toMatchObject({ status: "active", inviteTokenHash: null });
    expect(row!.acceptedAt).toBeInstanceOf(Date);

    // Single use: a replay (and the preview) answer like an unknown link.
    const replay = await helper.client.post(`/api/invitations/${token}/accept`);
    expect(replay.statusCode).toBe(404);
    expect(replay.json<Err>().error.message).toBe(INVALID);
    expect((await t.client().get(`/api/invitations/${token}`)).json<Err>().error.message).toBe(INVALID);

    // What the client reads to hide what the helper may not do; nobody else's grant is readable.
    const grant = await helper.client.get(`/api/acting-for/${couple.id}`);
    expect(grant.json()).toEqual({
      coupleId: couple.id,
      coupleNames: "Ava & Noah",
      role: "parent",
      areas: { guests: "view", vendors: "edit" },
    });
    expect((await couple.client.get(`/api/acting-for/${couple.id}`)).statusCode).toBe(404);

    // Now a helper: reads the guest list through X-Couple-Id.
    const list = await asHelper(helper.client, "/api/guests");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Astrid Lindqvist");
  });

  it("answers the same 404 for unknown, malformed, expired and revoked links", async () => {
    const unknown = "A".repeat(43);
    const email = uniqueEmail("late");
    const made = (await invite(couple.client, email)).json<Contributor>();
    const token = await tokenMailedTo(email);
    await t.db
      .update(coupleContributors)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(coupleContributors.id, made.id));
    const email2 = uniqueEmail("gone");
    const revoked = (await invite(couple.client, email2)).json<Contributor>();
    const token2 = await tokenMailedTo(email2);
    expect((await couple.client.request("DELETE", `/api/contributors/${revoked.id}`)).statusCode).toBe(200);
    for (const tk of [unknown, "short", "x".repeat(100), token, token2]) {
      const res = await t.client().get(`/api/invitations/${tk}`);
      expect(res.statusCode, tk).toBe(404);
      expect(res.json<Err>().error.message).toBe(INVALID);
    }
  });

  it("refuses another account (saying which address) and the couple itself, and needs a session", async () => {
    const email = uniqueEmail("meant");
    await invite(couple.client, email);
    const token = await tokenMailedTo(email);
    const other = await t.quickUser({ kind: "contributor" });
    const wrong = await other.client.post(`/api/invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<Err>().error.message).toBe(
      `This invitation was sent to ${email}. Sign in with that address to accept it.`,
    );
    const own = await couple.client.post(`/api/invitations/${token}/accept`);
    expect(own.statusCode).toBe(403);
    expect(own.json<Err>().error.message).toBe(
      "This is your own invitation. Send the link to the person you invited.",
    );
    expect((await t.client().post(`/api/invitations/${token}/accept`)).statusCode).toBe(401);
    // Still usable by the right person.
    expect((await t.client().get(`/api/invitations/${token}`)).statusCode).toBe(200);
  });

  it("resend mails a new link; the old one dies", async () => {
    const email = uniqueEmail("resend");
    const made = (await invite(couple.client, email)).json<Contributor>();
    const first = await tokenMailedTo(email);
    const res = await couple.client.post(`/api/contributors/${made.id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    const second = await tokenMailedTo(email, first);
    expect(second).not.toBe(first);
    expect((await t.client().get(`/api/invitations/${first}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/invitations/${second}`)).statusCode).toBe(200);
  });
});

describe("contributor sign-up", () => {
  it("needs a pending invitation for the same address; verification comes back to /join/{token}", async () => {
    const email = uniqueEmail("newbie");
    await invite(couple.client, email);
    const token = await tokenMailedTo(email);
    const refused = [
      await t.signUp({ email, kind: "contributor" }),
      await t.signUp({ email, kind: "contributor", callbackURL: "/join/" + "B".repeat(43) }),
      await t.signUp({ email: uniqueEmail("stranger"), kind: "contributor", callbackURL: `/join/${token}` }),
    ];
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({
        error: { code: "BAD_REQUEST", message: "Contributor accounts are created from an invitation." },
      });
    }
    const up = await t.signUp({
      email,
      kind: "contributor",
      name: "New Helper",
      callbackURL: `/join/${token}?accept=1`,
    });
    expect(up.statusCode, up.body).toBe(200);
    const mail = await t.latestMail(email, { subject: "Confirm your email" });
    const verified = await t.app.inject({
      method: "GET",
      url: pathOf(linkIn(mail.text)),
      remoteAddress: uniqueAddress(),
    });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe(`/join/${token}?accept=1`);
  });
});

describe("managing contributors", () => {
  async function activeHelper(areas: Record<string, string>) {
    const helper = await t.quickUser({ kind: "contributor" });
    const [row] = await t.db
      .insert(coupleContributors)
      .values({
        coupleId: couple.id,
        userId: helper.id,
        email: helper.email,
        role: "other",
        status: "active",
        areas,
      })
      .returning({ id: coupleContributors.id });
    return { ...helper, rowId: row!.id };
  }

  it("changes scopes (told live) and revokes: the next request is 404 at once, and the row leaves the list", async () => {
    const helper = await activeHelper({ guests: "view" });
    expect((await asHelper(helper.client, "/api/guests")).statusCode).toBe(200);
    const tab = await t.app.injectWS("/api/live", { headers: { cookie: helper.client.jar.header()! } });
    const events: LiveEvent[] = [];
    tab.on("message", (raw: Buffer) => events.push(JSON.parse(raw.toString("utf8")) as LiveEvent));
    await new Promise((r) => setTimeout(r, 50));

    const patched = await couple.client.request("PATCH", `/api/contributors/${helper.rowId}`, {
      body: { role: "planner", areas: { budget: "edit" } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ role: "planner", areas: { budget: "edit" } });
    expect((await asHelper(helper.client, "/api/guests")).statusCode).toBe(404);

    await couple.client.request("PATCH", `/api/contributors/${helper.rowId}`, {
      body: { areas: { guests: "view" } },
    });
    const used = (await couple.client.get("/api/contributors")).json<{ contributors: Contributor[] }>();
    expect(used.contributors.find((c) => c.id === helper.rowId)?.lastUsedAt).not.toBeNull();
    expect((await asHelper(helper.client, "/api/guests")).statusCode).toBe(200);

    const revoked = await couple.client.request("DELETE", `/api/contributors/${helper.rowId}`);
    expect(revoked.statusCode).toBe(200);
    expect((await asHelper(helper.client, "/api/guests")).statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 100));
    expect(events.filter((e) => e.type === "access")).toHaveLength(3);
    tab.terminate();
    const list = (await couple.client.get("/api/contributors")).json<{ contributors: Contributor[] }>();
    expect(list.contributors.map((c) => c.id)).not.toContain(helper.rowId);
    // Revoked is final: a second revoke, a change or a resend are 404.
    expect((await couple.client.request("DELETE", `/api/contributors/${helper.rowId}`)).statusCode).toBe(404);
    expect((await couple.client.post(`/api/contributors/${helper.rowId}/resend`)).statusCode).toBe(404);
  });

  it("answers 404 for another couple's contributor, and 409 to resend an accepted invitation", async () => {
    const helper = await activeHelper({});
    const stranger = await t.quickUser({ kind: "couple" });
    for (const res of [
      await stranger.client.request("PATCH", `/api/contributors/${helper.rowId}`, {
        body: { role: "parent" },
      }),
      await stranger.client.request("DELETE", `/api/contributors/${helper.rowId}`),
      await stranger.client.post(`/api/contributors/${helper.rowId}/resend`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<Err>().error.message).toBe("This contributor was not found.");
    }
    const resend = await couple.client.post(`/api/contributors/${helper.rowId}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json<Err>().error.message).toBe("This person already accepted the invitation.");
  });

  it("refuses another couple's id in X-Couple-Id to a helper who has none there", async () => {
    const helper = await activeHelper({ guests: "edit" });
    const stranger = await t.quickUser({ kind: "couple" });
    const res = await helper.client.get("/api/guests", { headers: { "x-couple-id": stranger.id } });
    expect(res.statusCode).toBe(404);
  });
});

describe("a guest list change on the live channel", () => {
  it("reaches the tabs of helpers who may see guests, and nobody else's", async () => {
    const helperOf = async (areas: Record<string, string>) => {
      const h = await t.quickUser({ kind: "contributor" });
      await t.db.insert(coupleContributors).values({
        coupleId: couple.id,
        userId: h.id,
        email: h.email,
        role: "parent",
        status: "active",
        areas,
      });
      const events: LiveEvent[] = [];
      const ws = await t.app.injectWS("/api/live", { headers: { cookie: h.client.jar.header()! } });
      ws.on("message", (raw: Buffer) => events.push(JSON.parse(raw.toString("utf8")) as LiveEvent));
      return { ws, events };
    };
    const [seesGuests, budgetOnly] = await Promise.all([
      helperOf({ guests: "view" }),
      helperOf({ budget: "edit" }),
    ]);
    const res = await couple.client.post("/api/guests/households", {
      name: "The Okafors",
      guests: [{ name: "Ada Okafor" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const deadline = Date.now() + 3000;
    while (seesGuests.events.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(seesGuests.events).toEqual([{ type: "guest-list", coupleId: couple.id }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(budgetOnly.events).toEqual([]);
    for (const h of [seesGuests, budgetOnly]) h.ws.terminate();
  });
});
