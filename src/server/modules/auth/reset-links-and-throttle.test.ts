import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verification } from "../../db/schema/auth";
import { mailThrottle } from "../../db/schema/mail-throttle";
import { createTestApp, linkIn, sleep, uniqueEmail, type TestApp } from "../../testing/test-app";
import { MAIL_THROTTLE } from "./mail-throttle";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const RESET = "Reset your password";
const CONFIRM = "Confirm your email";

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const mailsTo = async (email: string, subject: string) =>
  (await t.mailbox()).filter((m) => m.to === email && m.subject === subject);

/** How many mails of `kind` the throttle has counted for `email` (0 before the first). */
async function counted(kind: string, email: string): Promise<number> {
  const [row] = await t.db
    .select({ count: mailThrottle.count })
    .from(mailThrottle)
    .where(and(eq(mailThrottle.kind, kind), eq(mailThrottle.address, email)));
  return row?.count ?? 0;
}

const requestReset = (email: string) => t.client().post("/api/auth/request-password-reset", { email });

/** Asks for a reset and waits for its mail; returns the token. */
async function mailedToken(email: string): Promise<string> {
  const before = (await mailsTo(email, RESET)).length;
  expect((await requestReset(email)).statusCode).toBe(200);
  const mails = await until("the reset mail", async () => {
    const all = await mailsTo(email, RESET);
    return all.length > before ? all : undefined;
  });
  // The mailbox lists the newest first.
  const token = new URL(linkIn(mails[0]!.text)).searchParams.get("token");
  if (!token) throw new Error("no token in the reset mail");
  return token;
}

const reset = (token: string, newPassword: string) =>
  t.client().post("/api/auth/reset-password", { token, newPassword });

describe("reset links", () => {
  it("a newer link revokes the older one: the second works, the first is refused", async () => {
    const { email } = await t.insertUser();
    const first = await mailedToken(email);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);

    const old = await reset(first, "harbour-violet-913");
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ error: { code: "INVALID_TOKEN", message: "Invalid token" } });
    expect((await reset(second, "harbour-violet-913")).statusCode).toBe(200);
    expect((await t.signIn(email, "harbour-violet-913")).res.statusCode).toBe(200);
  });

  it("using one link revokes every other outstanding link of the account", async () => {
    const { id, email } = await t.insertUser();
    const mailed = await mailedToken(email);
    // A link issued at the same moment by another server process (same shape as better-auth's rows).
    const other = `other${randomUUID().replaceAll("-", "")}`;
    await t.db.insert(verification).values({
      id: randomUUID(),
      identifier: `reset-password:${other}`,
      value: id,
      expiresAt: new Date(Date.now() + 600_000),
    });

    expect((await reset(mailed, "copper-willow-73")).statusCode).toBe(200);
    const late = await reset(other, "another-harbour-414");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: { code: "INVALID_TOKEN" } });
    const left = await t.db
      .select()
      .from(verification)
      .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, id)));
    expect(left).toEqual([]);
    expect((await t.signIn(email, "copper-willow-73")).res.statusCode).toBe(200);
  });
});

describe("per-address mail throttle", () => {
  it(`mails at most ${MAIL_THROTTLE.max} reset links per address per window, answering every request the same`, async () => {
    expect(MAIL_THROTTLE).toEqual({ max: 3, windowSeconds: 900 });
    const { id, email } = await t.insertUser();
    const tokens = [await mailedToken(email), await mailedToken(email), await mailedToken(email)];
    const unknown = await requestReset(uniqueEmail("nobody"));

    const fourth = await requestReset(email);
    expect(fourth.statusCode).toBe(200);
    expect(fourth.body).toBe(unknown.body);
    // Once the 4th is counted its fate is decided (the throttled path sends nothing after counting).
    await until("the 4th request to be counted", async () =>
      (await counted("reset-password", email)) === 4 ? true : undefined,
    );
    expect(await mailsTo(email, RESET)).toHaveLength(3);
    // The unmailed 4th link was dropped and did not revoke the last mailed one, which still works.
    const links = await until("the unmailed link to be dropped", async () => {
      const rows = await t.db
        .select({ identifier: verification.identifier })
        .from(verification)
        .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, id)));
      return rows.length === 1 ? rows : undefined;
    });
    expect(links).toEqual([{ identifier: `reset-password:${tokens[2]}` }]);
    expect((await reset(tokens[2]!, "harbour-violet-913")).statusCode).toBe(200);

    // A new window lets mail through again.
    await t.db
      .update(mailThrottle)
      .set({ windowStart: new Date(Date.now() - 16 * 60_000) })
      .where(eq(mailThrottle.address, email));
    await mailedToken(email);
    expect(await mailsTo(email, RESET)).toHaveLength(4);
    expect(await counted("reset-password", email)).toBe(1);
  });

  it("throttles verification mails (sign-up, then sign-in attempts while unverified) per address", async () => {
    const email = uniqueEmail();
    expect((await t.signUp({ email })).statusCode).toBe(200);
    for (let attempt = 2; attempt <= 4; attempt++) {
      const { res } = await t.signIn(email);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" } });
      await until(`verification mail ${attempt} to be counted`, async () =>
        (await counted("verify-email", email)) === attempt ? true : undefined,
      );
    }
    await until("three verification mails", async () =>
      (await mailsTo(email, CONFIRM)).length === 3 ? true : undefined,
    );
    expect(await mailsTo(email, CONFIRM)).toHaveLength(3);
    // The mailed links still verify the account.
    expect((await t.verifyFromMailbox(email)).statusCode).toBe(302);
  });
});
