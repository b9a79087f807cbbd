import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_DISABLED_MESSAGE,
  type AdminUserDetail,
  type AdminUsersPage,
} from "@shared/schemas/help-desk";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { session, user } from "../../db/schema/auth";
import { adminAuditLog } from "../../db/schema/help-desk";
import { createTestApp, uniqueEmail, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
let admin: Client;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("demo@admin.test", DEMO_PASSWORD)).client;
  adminId = (await admin.get("/api/auth/get-session")).json<{ user: { id: string } }>().user.id;
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (targetId: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe("finding and inspecting users", () => {
  it("finds by email or name prefix and shows kind, verification, 2FA and sessions", async () => {
    const u = await t.quickUser({ kind: "vendor", name: "Zebedee Prefixson", email: uniqueEmail("zebedee") });
    await t.signIn(u.email, u.password, t.client());
    const byName = (await admin.get("/api/admin/users?q=zebedee%20pref")).json<AdminUsersPage>();
    expect(byName.items.map((i) => i.id)).toEqual([u.id]);
    const byEmail = (
      await admin.get(`/api/admin/users?q=${encodeURIComponent(u.email.slice(0, 12))}`)
    ).json<AdminUsersPage>();
    expect(byEmail.items.map((i) => i.id)).toContain(u.id);
    // LIKE wildcards are literal.
    expect((await admin.get("/api/admin/users?q=%25")).json<AdminUsersPage>().items).toEqual([]);
    const detail = (await admin.get(`/api/admin/users/${u.id}`)).json<AdminUserDetail>();
    expect(detail).toMatchObject({
      kind: "vendor",
      emailVerified: true,
      twoFactorEnabled: false,
      isAdmin: false,
      disabledAt: null,
    });
    expect(detail.sessions).toHaveLength(2);
    expect(detail.sessions[0]).toHaveProperty("device");
    expect((await admin.get("/api/admin/users/nobody-here")).statusCode).toBe(404);
  });
});

describe("disabling an account", () => {
  it("ends every session at once: the old cookie answers 401 on the next request; sign-in is refused", async () => {
    const u = await t.quickUser({ kind: "couple" });
    const second = (await t.signIn(u.email, u.password, t.client())).client;
    expect((await u.client.get("/api/me")).statusCode).toBe(200);
    const res = await admin.post(`/api/admin/users/${u.id}/disable`);
    expect(res.statusCode).toBe(200);
    const disabled = res.json<AdminUserDetail>();
    expect(disabled.sessions).toEqual([]);
    expect(disabled.disabledAt).not.toBeNull();
    expect((await u.client.get("/api/me")).statusCode).toBe(401);
    expect((await second.get("/api/me")).statusCode).toBe(401);
    expect(await t.db.select().from(session).where(eq(session.userId, u.id))).toEqual([]);
    const again = await t.signIn(u.email, u.password);
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json<{ error: { message: string } }>().error.message).toBe(ACCOUNT_DISABLED_MESSAGE);

    expect((await admin.post(`/api/admin/users/${u.id}/enable`)).statusCode).toBe(200);
    expect((await t.signIn(u.email, u.password)).res.statusCode).toBe(200);
    const rows = await auditOf(u.id);
    expect(rows.map((r) => r.action).sort()).toEqual(["user.disable", "user.enable"]);
    expect(rows.find((r) => r.action === "user.disable")?.detail).toEqual({ sessionsEnded: 2 });
  });

  it("refuses a session of a disabled account even if its row survived", async () => {
    const u = await t.quickUser({ kind: "couple" });
    await t.db.update(user).set({ disabledAt: new Date() }).where(eq(user.id, u.id));
    expect((await u.client.get("/api/me")).statusCode).toBe(401);
  });

  it("does not let an admin disable themself", async () => {
    const res = await admin.post(`/api/admin/users/${adminId}/disable`);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      "You cannot disable your own account.",
    );
    expect((await admin.get("/api/admin/overview")).statusCode).toBe(200);
  });
});

describe("resending verification", () => {
  it("sends through better-auth's own mail, holds back past the throttle, and refuses a verified address", async () => {
    const email = uniqueEmail("unverified");
    expect((await t.signUp({ email })).statusCode).toBe(200);
    await t.latestMail(email, { subject: "Confirm your email" });
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const resend = () => admin.post(`/api/admin/users/${row!.id}/resend-verification`);
    const first = await resend();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sent: true });
    // The sign-up mail and the resend took 2 of 3 slots; the third goes, the fourth is held back.
    expect((await resend()).json()).toMatchObject({ sent: true });
    const held = (await resend()).json<{ sent: boolean; message: string }>();
    expect(held.sent).toBe(false);
    expect(held.message).toContain("Try again later.");
    await expect.poll(async () => (await t.mailbox()).filter((m) => m.to === email).length).toBe(3);
    const mails = (await t.mailbox()).filter((m) => m.to === email);
    expect(mails.every((m) => m.subject === "Confirm your email")).toBe(true);
    expect((await auditOf(row!.id)).map((r) => r.detail)).toEqual(
      expect.arrayContaining([{ sent: true }, { sent: false }]),
    );
    const verified = await t.quickUser();
    expect((await admin.post(`/api/admin/users/${verified.id}/resend-verification`)).statusCode).toBe(409);
  });
});

describe("the test mail", () => {
  it("sends through the configured transport, reports the result and is audit-logged", async () => {
    const to = uniqueEmail("smoke");
    const res = await admin.post("/api/admin/test-mail", { to, subject: "Mail check 1" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      transport: "mailbox",
      message: `Delivered to the built-in mailbox for ${to} (no SMTP server is configured).`,
    });
    expect((await t.latestMail(to, { subject: "Mail check 1" })).text).toContain("test mail");
    const bad = await admin.post("/api/admin/test-mail", { to: "not-an-address", subject: "x" });
    expect(bad.statusCode).toBe(400);
    const [audit] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "mail.test"));
    expect(audit?.detail).toMatchObject({ to, ok: true });
  });

  it("is rate-limited", async () => {
    const limited = await createTestApp({ RATE_LIMIT_TEST_MAIL_PER_HOUR: "2" }, { database: t.testDatabase });
    try {
      const c = (await limited.signIn("demo@admin.test", DEMO_PASSWORD)).client;
      const send = () => c.post("/api/admin/test-mail", { to: uniqueEmail("rl"), subject: "Limit" });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
