import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verification } from "../../db/schema/auth";
import { createTestApp, linkIn, sleep, uniqueEmail, type TestApp } from "../../testing/test-app";
import { COMMON_PASSWORD_MESSAGE } from "@shared/rules/password-strength";
import { RESET_LINK_SECONDS } from "./auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = "harbour-violet-913";

async function requestReset(email: string) {
  return t.client().post("/api/auth/request-password-reset", { email });
}

/** Asks for a reset and returns the token from the mailed link. */
async function resetToken(email: string): Promise<string> {
  const before = (await t.mailbox()).filter(
    (m) => m.to === email && m.subject === "Reset your password",
  ).length;
  const res = await requestReset(email);
  expect(res.statusCode).toBe(200);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await t.mailbox()).filter((m) => m.to === email && m.subject === "Reset your password");
    if (mails.length > before) {
      const url = new URL(linkIn(mails[0]!.text));
      const token = url.searchParams.get("token");
      if (!token) throw new Error(`no token in ${url.href}`);
      return token;
    }
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email}`);
    await sleep(25);
  }
}

function resetPassword(token: string, newPassword = NEW_PASSWORD) {
  return t.client().post("/api/auth/reset-password", { token, newPassword });
}

describe("password reset", () => {
  it("answers an existing and an unknown email identically, and mails only the existing one", async () => {
    const { email } = await t.insertUser();
    const unknown = uniqueEmail("nobody");
    const forUnknown = await requestReset(unknown);
    const forExisting = await requestReset(email);
    expect(forExisting.statusCode).toBe(200);
    expect(forUnknown.statusCode).toBe(forExisting.statusCode);
    expect(forUnknown.body).toBe(forExisting.body);

    const mail = await t.latestMail(email, { subject: "Reset your password" });
    expect(mail.text).toContain("expires in 10 minutes");
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[^&\s]+$/);
    // The unknown address was asked first; the existing one's mail has arrived, so none is coming for it.
    expect((await t.mailbox()).some((m) => m.to === unknown)).toBe(false);
  });

  it("resets the password with the mailed token: the new one signs in, the old one does not", async () => {
    const { email, password: oldPassword } = await t.insertUser();
    const token = await resetToken(email);
    const res = await resetPassword(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    expect((await t.signIn(email, NEW_PASSWORD)).res.statusCode).toBe(200);
    expect((await t.signIn(email, oldPassword)).res.statusCode).toBe(401);
  });

  it("signs out existing sessions when the password is reset", async () => {
    const { email, client } = await t.quickUser();
    expect((await client.get("/api/me")).statusCode).toBe(200);
    expect((await resetPassword(await resetToken(email))).statusCode).toBe(200);
    expect((await client.get("/api/me")).statusCode).toBe(401);
  });

  it("accepts a token only once", async () => {
    const { email } = await t.insertUser();
    const token = await resetToken(email);
    expect((await resetPassword(token)).statusCode).toBe(200);
    const second = await resetPassword(token, "another-harbour-414");
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: { code: "INVALID_TOKEN" } });
    expect((await t.signIn(email, "another-harbour-414")).res.statusCode).toBe(401);
    expect((await t.signIn(email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it("stores the token for 10 minutes", async () => {
    expect(RESET_LINK_SECONDS).toBe(600);
    const { email } = await t.insertUser();
    const token = await resetToken(email);
    const [row] = await t.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(row).toBeDefined();
    const seconds = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(seconds).toBeGreaterThan(600 - 5);
    expect(seconds).toBeLessThan(600 + 5);
  });

  it("refuses an expired token", async () => {
    const { email, password } = await t.insertUser();
    const token = await resetToken(email);
    const updated = await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`))
      .returning({ id: verification.id });
    expect(updated).toHaveLength(1);
    const res = await resetPassword(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "INVALID_TOKEN" } });
    expect((await t.signIn(email, password)).res.statusCode).toBe(200);
  });

  it("refuses an invented token", async () => {
    const res = await resetPassword("not-a-real-token-000000");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "INVALID_TOKEN" } });
  });

  it("tells the reset page whether a link works before a password is typed: valid, expired, invalid (issue #18)", async () => {
    const status = async (token: string) => {
      const res = await t.client().get(`/api/password-reset/status?token=${encodeURIComponent(token)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ status: string }>().status;
    };
    const { email } = await t.insertUser();
    const token = await resetToken(email);
    expect(await status(token)).toBe("valid");
    expect(await status("not-a-real-token-000000")).toBe("invalid");

    // A newer link replaces it: the old one is no longer valid.
    const newer = await resetToken(email);
    expect(await status(token)).toBe("invalid");
    expect(await status(newer)).toBe("valid");

    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${newer}`));
    expect(await status(newer)).toBe("expired");

    // Used links are gone.
    const fresh = await resetToken(email);
    expect((await resetPassword(fresh)).statusCode).toBe(200);
    expect(await status(fresh)).toBe("invalid");

    const missing = await t.client().get("/api/password-reset/status");
    expect(missing.statusCode).toBe(400);
  });

  it("refuses a common new password and keeps the token usable", async () => {
    const { email } = await t.insertUser();
    const token = await resetToken(email);
    const res = await resetPassword(token, "password123");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "PASSWORD_TOO_COMMON", message: COMMON_PASSWORD_MESSAGE } });
    expect((await t.signIn(email, "password123")).res.statusCode).toBe(401);
    expect((await resetPassword(token)).statusCode).toBe(200);
  });

  it("refuses a new password containing the account's email name, with the reason", async () => {
    const { email } = await t.insertUser({ email: `marigold@${uniqueEmail("d").split("@")[0]}.test` });
    const res = await resetPassword(await resetToken(email), "marigold-and-more-84");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: "PASSWORD_HAS_EMAIL_NAME", message: "Your password contains your email name." },
    });
  });

  it("refuses a too-short new password", async () => {
    const { email } = await t.insertUser();
    const res = await resetPassword(await resetToken(email), "short7!");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "PASSWORD_TOO_SHORT" } });
  });
});
