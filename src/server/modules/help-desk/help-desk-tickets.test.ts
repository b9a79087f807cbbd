import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HelpTicketSummary } from "@shared/schemas/help";
import type { AdminTicket, AdminTicketsPage, AuditPage, MyHelpTicket } from "@shared/schemas/help-desk";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { adminAuditLog, helpTickets } from "../../db/schema/help-desk";
import { insertTicket } from "../../testing/help-tickets";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
let admin: Client;
let adminId: string;
let owner: Awaited<ReturnType<TestApp["quickUser"]>>;
let stranger: Awaited<ReturnType<TestApp["quickUser"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("demo@admin.test", DEMO_PASSWORD)).client;
  adminId = (await admin.get("/api/auth/get-session")).json<{ user: { id: string } }>().user.id;
  owner = await t.quickUser({ kind: "couple", name: "Ottilie Owner" });
  stranger = await t.quickUser({ kind: "couple" });
});
afterAll(async () => {
  await t?.close();
});

const ZERO = "00000000-0000-4000-8000-000000000000";
const ticketOf = (o: Partial<Parameters<typeof insertTicket>[1]> = {}) =>
  insertTicket(t.db, { userId: owner.id, email: owner.email, ...o });

describe("the operator routes are admin-only", () => {
  const routes: ["GET" | "POST", string, unknown?][] = [
    ["GET", "/api/admin/tickets"],
    ["GET", `/api/admin/tickets/${ZERO}`],
    ["POST", `/api/admin/tickets/${ZERO}/status`, { status: "closed" }],
    ["POST", `/api/admin/tickets/${ZERO}/assign`, { assigneeId: null }],
    ["POST", `/api/admin/tickets/${ZERO}/messages`, { body: "x" }],
    ["GET", "/api/admin/admins"],
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/users/abc"],
    ["POST", "/api/admin/users/abc/disable"],
    ["POST", "/api/admin/users/abc/enable"],
    ["POST", "/api/admin/users/abc/resend-verification"],
    ["GET", "/api/admin/audit"],
    ["POST", "/api/admin/test-mail", { to: "a@example.test", subject: "Hi" }],
  ];
  it("answers 401 signed out and 404 to a couple, a venue owner and a vendor", async () => {
    const venueOwner = await t.quickUser({ kind: "venue_owner" });
    const vendor = await t.quickUser({ kind: "vendor" });
    for (const [method, url, body] of routes) {
      const out = await t.client().request(method, url, body === undefined ? {} : { body });
      expect(out.statusCode, `${method} ${url}`).toBe(401);
      for (const c of [owner.client, venueOwner.client, vendor.client]) {
        const res = await c.request(method, url, body === undefined ? {} : { body });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});

describe("a user's own tickets on /help", () => {
  it("lists only the user's tickets and answers 404 for anyone else's", async () => {
    const mine = await ticketOf({ title: "Mine: deposit twice" });
    const theirs = await insertTicket(t.db, {
      userId: stranger.id,
      email: stranger.email,
      title: "Not yours",
    });
    const list = (await owner.client.get("/api/help/tickets/mine")).json<HelpTicketSummary[]>();
    expect(list.map((x) => x.id)).toContain(mine);
    expect(list.map((x) => x.id)).not.toContain(theirs);
    expect((await owner.client.get(`/api/help/tickets/${theirs}`)).statusCode).toBe(404);
    expect((await owner.client.post(`/api/help/tickets/${theirs}/replies`, { body: "hi" })).statusCode).toBe(
      404,
    );
    expect((await t.client().get("/api/help/tickets/mine")).statusCode).toBe(401);
    expect((await owner.client.get("/api/help/tickets/not-a-uuid")).statusCode).toBe(400);
  });

  it("never carries an internal note, and the user's reply puts a waiting ticket back to open", async () => {
    const id = await ticketOf({ status: "waiting_on_user" });
    const note = "INTERNAL-ONLY: refund approved by finance, do not tell yet";
    expect(
      (await admin.post(`/api/admin/tickets/${id}/messages`, { body: note, internal: true })).statusCode,
    ).toBe(201);
    expect(
      (
        await admin.post(`/api/admin/tickets/${id}/messages`, {
          body: "Could you send the card's last 4 digits?",
        })
      ).statusCode,
    ).toBe(201);
    const raw = (await owner.client.get(`/api/help/tickets/${id}`)).body;
    expect(raw).not.toContain("INTERNAL-ONLY");
    expect(raw).not.toContain('"internal"');
    expect((JSON.parse(raw) as MyHelpTicket).replies).toEqual([
      expect.objectContaining({ from: "operator", body: "Could you send the card's last 4 digits?" }),
    ]);
    const replied = await owner.client.post(`/api/help/tickets/${id}/replies`, { body: "It ends in 4242." });
    expect(replied.statusCode).toBe(201);
    const after = replied.json<MyHelpTicket>();
    expect(after.status).toBe("open");
    expect(after.replies.at(-1)).toMatchObject({ from: "user", body: "It ends in 4242." });
    expect(replied.body).not.toContain("INTERNAL-ONLY");
    // Empty or whitespace replies are refused with the form's message.
    const empty = await owner.client.post(`/api/help/tickets/${id}/replies`, { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Write your reply.");
  });
});

describe("the admin queue and a ticket's page", () => {
  it("filters by status, priority, stakeholder type and age", async () => {
    const old = await ticketOf({
      title: "Old urgent vendor ticket",
      priority: "urgent",
      stakeholderType: "vendor",
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const fresh = await ticketOf({ title: "Fresh low couple ticket", priority: "low" });
    const ids = async (q: string) =>
      (await admin.get(`/api/admin/tickets?${q}`)).json<AdminTicketsPage>().items.map((i) => i.id);
    expect(await ids("priority=urgent")).toContain(old);
    expect(await ids("priority=urgent")).not.toContain(fresh);
    expect(await ids("stakeholder=vendor")).toEqual(expect.arrayContaining([old]));
    expect(await ids("stakeholder=vendor")).not.toContain(fresh);
    expect(await ids("olderThanDays=7")).toContain(old);
    expect(await ids("olderThanDays=7")).not.toContain(fresh);
    expect(await ids("status=open&priority=low")).toContain(fresh);
    expect((await admin.get("/api/admin/tickets?status=bogus")).statusCode).toBe(400);
  });

  it("shows the conversation as parsed text, and survives a log that is not the agreed JSON", async () => {
    const id = await ticketOf({
      conversationLog: JSON.stringify([
        { role: "user", content: "<img src=x onerror=alert(1)>", timestamp: "2026-11-26T10:00:00.000Z" },
      ]),
    });
    const ticket = (await admin.get(`/api/admin/tickets/${id}`)).json<AdminTicket>();
    expect(ticket.conversation).toEqual([
      { role: "user", content: "<img src=x onerror=alert(1)>", timestamp: "2026-11-26T10:00:00.000Z" },
    ]);
    expect(ticket.conversationReadable).toBe(true);
    const broken = await ticketOf({ conversationLog: "{not json" });
    const res = await admin.get(`/api/admin/tickets/${broken}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminTicket>()).toMatchObject({ conversation: [], conversationReadable: false });
    expect((await admin.get(`/api/admin/tickets/${ZERO}`)).statusCode).toBe(404);
  });

  it("mails a reply to the user with the ticket's title; a note is never mailed", async () => {
    const id = await ticketOf({ title: "Lost my tour booking" });
    await admin.post(`/api/admin/tickets/${id}/messages`, {
      body: "SECRET-NOTE for operators",
      internal: true,
    });
    const res = await admin.post(`/api/admin/tickets/${id}/messages`, { body: "We restored your booking." });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminTicket>().status).toBe("in_progress");
    const mail = await t.latestMail(owner.email, { subject: "Re: Lost my tour booking" });
    expect(mail.text).toContain("We restored your booking.");
    expect(mail.text).toContain("/help");
    const all = await t.mailbox();
    expect(all.some((m) => m.text.includes("SECRET-NOTE"))).toBe(false);
  });

  it("moves status only along the lifecycle and writes every action to the audit log", async () => {
    const id = await ticketOf();
    const move = (status: string) => admin.post(`/api/admin/tickets/${id}/status`, { status });
    expect((await move("in_progress")).statusCode).toBe(200);
    expect((await move("waiting_on_user")).statusCode).toBe(200);
    expect((await move("resolved")).statusCode).toBe(200);
    expect((await move("closed")).statusCode).toBe(200);
    const refused = await move("in_progress");
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      "A ticket that is closed cannot move to in progress.",
    );
    expect((await move("open")).statusCode).toBe(200);
    expect((await move("nonsense")).statusCode).toBe(400);

    expect(
      (await admin.post(`/api/admin/tickets/${id}/assign`, { assigneeId: adminId })).json<AdminTicket>()
        .assignee,
    ).toMatchObject({ id: adminId });
    const notAdmin = await admin.post(`/api/admin/tickets/${id}/assign`, { assigneeId: owner.id });
    expect(notAdmin.statusCode).toBe(400);

    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(rows.map((r) => r.action).sort()).toEqual([
      "ticket.assign",
      "ticket.status",
      "ticket.status",
      "ticket.status",
      "ticket.status",
      "ticket.status",
    ]);
    expect(rows.every((r) => r.actorId === adminId)).toBe(true);
    const page = (await admin.get("/api/admin/audit")).json<AuditPage>();
    expect(page.items[0]).toMatchObject({ action: "ticket.assign", targetType: "ticket", targetId: id });
    expect(page.items[0]!.actor).toContain("demo@admin.test");
    const [stored] = await t.db.select().from(helpTickets).where(eq(helpTickets.id, id));
    expect(stored).toMatchObject({ status: "open", assignedTo: adminId });
  });
});
