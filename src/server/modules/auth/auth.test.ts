import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema/auth";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import {
  createTestApp,
  pathOf,
  linkIn,
  TEST_PASSWORD,
  uniqueEmail,
  type Response,
  type TestApp,
} from "../../testing/test-app";
import { COMMON_PASSWORD_MESSAGE } from "@shared/rules/password-strength";
import { SIGN_UP_MISSING_MESSAGE } from "./auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SESSION_COOKIE = "better-auth.session_token";

function setCookieLines(res: Response): string[] {
  const raw = res.headers["set-cookie"];
  return raw === undefined ? [] : [raw].flat().map(String);
}

function sessionCookieLine(res: Response, name = SESSION_COOKIE): string {
  const line = setCookieLines(res).find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(res.headers["set-cookie"])}`);
  return line;
}

const attributes = (line: string) =>
  line
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());

async function userRow(email: string) {
  const [row] = await t.db.select().from(user).where(eq(user.email, email));
  return row;
}

describe("sign-up, verification and sign-in", () => {
  it("signs up a couple, refuses sign-in until the emailed link is followed, then signs in", async () => {
    const email = uniqueEmail("couple");
    const up = await t.signUp({ email, kind: "couple", name: "Ava Test" });
    expect(up.statusCode).toBe(200);
    const body = up.json<{
      token: string | null;
      user: { email: string; kind: string; emailVerified: boolean };
    }>();
    expect(body.user).toMatchObject({ email, kind: "couple", emailVerified: false });
    expect(body.token).toBeNull();
    expect(setCookieLines(up).some((l) => l.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    const mail = await t.latestMail(email, { subject: "Confirm your email" });
    expect(mail.text).toContain("Hi Ava Test,");
    expect(linkIn(mail.text)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const early = await t.signIn(email);
    expect(early.res.statusCode).toBe(403);
    expect(early.res.json()).toEqual({
      error: { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" },
    });
    expect(early.client.jar.cookies.has(SESSION_COOKIE)).toBe(false);

    const verified = await t.verifyFromMailbox(email);
    expect(verified.statusCode).toBe(302);
    expect((await userRow(email))?.emailVerified).toBe(true);

    const { client, res } = await t.signIn(email);
    expect(res.statusCode).toBe(200);
    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email, kind: "couple", isAdmin: false, name: "Ava Test" },
      couple: null,
      business: null,
    });
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, and not Secure under an http PUBLIC_URL", async () => {
    const { email } = await t.insertUser();
    const { res } = await t.signIn(email);
    const line = sessionCookieLine(res);
    const attrs = attributes(line);
    expect(attrs).toContain("httponly");
    expect(attrs).toContain("samesite=lax");
    expect(attrs).toContain("path=/");
    expect(attrs).not.toContain("secure");
  });

  it("sets a Secure (__Secure-) session cookie under an https PUBLIC_URL", async () => {
    const https = await createTestApp(
      { PUBLIC_URL: "https://wedding.example" },
      { database: t.testDatabase },
    );
    try {
      const { client, res } = await https.signIn("demo@couple.test", DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const line = sessionCookieLine(res, `__Secure-${SESSION_COOKIE}`);
      const attrs = attributes(line);
      expect(attrs).toContain("secure");
      expect(attrs).toContain("httponly");
      expect(attrs).toContain("samesite=lax");
      const me = await client.get("/api/me");
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { email: "demo@couple.test", kind: "couple" } });
    } finally {
      await https.close();
    }
  });

  it.each(["venue_owner", "vendor"] as const)("gives a %s sign-up that kind", async (kind) => {
    const email = uniqueEmail(kind);
    const up = await t.signUp({ email, kind });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ user: { kind } });
    expect((await userRow(email))?.kind).toBe(kind);
    await t.verifyFromMailbox(email);
    const { client } = await t.signIn(email);
    expect((await client.get("/api/me")).json()).toMatchObject({ user: { kind }, couple: null });
  });

  it("defaults a sign-up without a kind to couple", async () => {
    const email = uniqueEmail();
    const res = await t
      .client()
      .post("/api/auth/sign-up/email", { email, password: TEST_PASSWORD, name: "No Kind" });
    expect(res.statusCode).toBe(200);
    expect((await userRow(email))?.kind).toBe("couple");
  });

  it.each(["admin", "", 42])("refuses an unknown kind (%j) and creates no user", async (kind) => {
    const email = uniqueEmail();
    const res = await t.signUp({ email, kind: kind as string });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "Choose an account kind: couple, venue owner or vendor." },
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it.each([
    ["email", { password: TEST_PASSWORD, kind: "couple", name: "x" }],
    ["password", { email: "missing-password@example.test", kind: "couple", name: "x" }],
    ["both", { kind: "couple", name: "x" }],
    ["empty email", { email: "", password: TEST_PASSWORD, kind: "couple", name: "x" }],
    ["empty password", { email: "empty-password@example.test", password: "", kind: "couple", name: "x" }],
  ])("answers a sign-up missing %s with the spec's message", async (_what, body) => {
    const res = await t.client().post("/api/auth/sign-up/email", body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(SIGN_UP_MISSING_MESSAGE);
    expect(SIGN_UP_MISSING_MESSAGE).toBe("You must provide either an email or phone number and a password");
  });

  it("refuses a 7-character and a 129-character password, and a guessable 8 (zxcvbn score 3 needs more)", async () => {
    const short = await t.signUp({ email: uniqueEmail(), password: "qz7#Lm2" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { code: "PASSWORD_TOO_SHORT" } });

    const long = await t.signUp({ email: uniqueEmail(), password: "qz7#Lm2!".repeat(16) + "x" });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { code: "PASSWORD_TOO_LONG" } });

    const weak = await t.signUp({ email: uniqueEmail(), password: "qz7#Lm2!" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: {
        code: "PASSWORD_TOO_WEAK",
        message:
          "This password is easy to guess. Add more words or characters: a short phrase of uncommon words works well.",
      },
    });

    const email = uniqueEmail();
    const ok = await t.signUp({ email, password: "k8!Vw#2pZ" });
    expect(ok.statusCode).toBe(200);
    expect(await userRow(email)).toBeDefined();
  });

  it("accepts a 128-character password", async () => {
    const password = "qz7#Lm2!vR".repeat(12) + "qz7#Lm2!";
    const { email } = await t.createUser({ password });
    expect((await t.signIn(email, password)).res.statusCode).toBe(200);
  });

  it.each(["password123", "iloveyou1", "PASSWORD123"])("refuses the common password %s", async (password) => {
    const email = uniqueEmail();
    const res = await t.signUp({ email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "PASSWORD_TOO_COMMON", message: COMMON_PASSWORD_MESSAGE } });
    expect(COMMON_PASSWORD_MESSAGE).toBe("This password is too common. Please choose a less guessable one.");
    expect(await userRow(email)).toBeUndefined();
  });

  it("answers a wrong password and an unknown email the same way (no enumeration)", async () => {
    const { email } = await t.insertUser();
    const wrong = (await t.signIn(email, "not-the-password-1")).res;
    const unknown = (await t.signIn(uniqueEmail("nobody"), "not-the-password-1")).res;
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("answers a sign-up with a taken email like a new one, without touching the account", async () => {
    const { email } = await t.insertUser({ kind: "vendor" });
    const again = await t.signUp({ email, password: "another-pass-77", kind: "couple" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ token: null, user: { email } });
    expect((await userRow(email))?.kind).toBe("vendor");
    expect((await t.signIn(email, "another-pass-77")).res.statusCode).toBe(401);
    expect((await t.signIn(email)).res.statusCode).toBe(200);
  });

  it("signs out: the cookie is cleared and the old session token no longer works", async () => {
    const { client } = await t.quickUser();
    const oldCookie = client.jar.header();
    expect(oldCookie).toContain(SESSION_COOKIE);
    expect((await client.get("/api/me")).statusCode).toBe(200);

    const out = await client.post("/api/auth/sign-out", {});
    expect(out.statusCode).toBe(200);
    expect(client.jar.cookies.has(SESSION_COOKIE)).toBe(false);
    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });

    const replay = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: oldCookie! } });
    expect(replay.statusCode).toBe(401);
  });

  it("get-session answers null without a cookie and the user with one", async () => {
    const anonymous = await t.client().get("/api/auth/get-session");
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
    const { client, email } = await t.quickUser({ kind: "vendor" });
    const res = await client.get("/api/auth/get-session");
    expect(res.json()).toMatchObject({ user: { email, kind: "vendor", isAdmin: false } });
  });

  it("signs the person in when they follow the link, and lands on the page given as callbackURL (issue #18)", async () => {
    const email = uniqueEmail("owner");
    const browser = t.client();
    const up = await t.signUp(
      { email, kind: "venue_owner", callbackURL: "/venue-owner-account?verified=1" },
      browser,
    );
    expect(up.statusCode, up.body).toBe(200);
    const link = linkIn((await t.latestMail(email, { subject: "Confirm your email" })).text);
    const followed = await browser.get(pathOf(link));
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe("/venue-owner-account?verified=1");
    expect(browser.jar.cookies.has(SESSION_COOKIE)).toBe(true);
    const me = await browser.get("/api/me");
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ user: { email, kind: "venue_owner" } });

    // The same link a second time (say, from a forwarded mail) only redirects: no new session.
    const stranger = t.client();
    const again = await stranger.get(pathOf(link));
    expect(again.statusCode).toBe(302);
    expect(stranger.jar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("accepts sign-up from the other loopback spelling of the site in development (issue #18)", async () => {
    // PUBLIC_URL says localhost:3000; the person opened 127.0.0.1:3000.
    const dev = await createTestApp({ NODE_ENV: "development" }, { database: t.testDatabase });
    try {
      for (const origin of ["http://127.0.0.1:3000", "http://localhost:3000"]) {
        const res = await dev.app.inject({
          method: "POST",
          url: "/api/auth/sign-up/email",
          remoteAddress: "10.200.0.1",
          headers: { origin, cookie: "theme=light" },
          payload: { email: uniqueEmail("loopback"), password: TEST_PASSWORD, name: "Loop", kind: "couple" },
        });
        expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
      }
      // Another port on loopback is still another site.
      const other = await dev.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        remoteAddress: "10.200.0.2",
        headers: { origin: "http://127.0.0.1:4000", cookie: "theme=light" },
        payload: { email: uniqueEmail("loopback"), password: TEST_PASSWORD, name: "Loop", kind: "couple" },
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await dev.close();
    }
  });

  it("refuses a verification link with a forged token", async () => {
    const email = uniqueEmail();
    await t.signUp({ email });
    const link = linkIn((await t.latestMail(email)).text);
    const forged = pathOf(link).replace(/token=[^&]+/, "token=eyJhbGciOiJIUzI1NiJ9.e30.AAAA");
    const res = await t.app.inject({ method: "GET", url: forged });
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    expect((await userRow(email))?.emailVerified).toBe(false);
  });
});

describe("password rule (ASVS 6.2): the same reasons on sign-up, reset and change-password", () => {
  const refusals = [
    ["only spaces", "          ", "PASSWORD_BLANK", "Your password cannot be only spaces."],
    [
      "the email name",
      "rosalind.park.71",
      "PASSWORD_HAS_EMAIL_NAME",
      "Your password contains your email name.",
    ],
    [
      "the site's name",
      "JuneWeddings2027!",
      "PASSWORD_IS_SITE_NAME",
      "Your password cannot be this site's name.",
    ],
    [
      "the user's name",
      "quillfeather1",
      "PASSWORD_TOO_WEAK",
      "Your password contains your name, your email or this site's name. Add more words or characters: a short phrase of uncommon words works well.",
    ],
  ] as const;
  // One email name on unique domains: the rule reads the part before "@".
  const person = () => ({
    email: `rosalind.park@${uniqueEmail("d").split("@")[0]}.test`,
    name: "Quill Feather",
  });

  it.each(refusals)("sign-up refuses %s and creates no user", async (_what, password, code, message) => {
    const { email, name } = person();
    const res = await t.signUp({ email, name, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message } });
    expect(await userRow(email)).toBeUndefined();
  });

  it.each(refusals)(
    "change-password refuses %s and keeps the old one",
    async (_what, newPassword, code, message) => {
      const { client, email, password } = await t.quickUser(person());
      const res = await client.post("/api/auth/change-password", { currentPassword: password, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code, message } });
      expect((await t.signIn(email, password)).res.statusCode).toBe(200);
    },
  );

  it("change-password accepts a strong password", async () => {
    const { client, email } = await t.quickUser(person());
    const res = await client.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "copper-willow-73",
    });
    expect(res.statusCode).toBe(200);
    expect((await t.signIn(email, "copper-willow-73")).res.statusCode).toBe(200);
  });

  it("accepts the demo password, which names the site inside a phrase", async () => {
    const email = uniqueEmail();
    expect((await t.signUp({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe("attempts to escalate", () => {
  it("ignores isAdmin and emailVerified in the sign-up body", async () => {
    const email = uniqueEmail("sneaky");
    const res = await t.signUp({ email, isAdmin: true, emailVerified: true });
    // better-auth either refuses the field or drops it; either way the account is a plain unverified couple.
    if (res.statusCode === 200)
      expect(res.json()).toMatchObject({ user: { isAdmin: false, emailVerified: false } });
    else expect(res.statusCode).toBe(400);
    const row = await userRow(email);
    if (row) {
      expect(row.isAdmin).toBe(false);
      expect(row.emailVerified).toBe(false);
      expect((await t.signIn(email)).res.statusCode).toBe(403);
      await t.verifyFromMailbox(email);
      const { client } = await t.signIn(email);
      expect((await client.get("/api/me")).json()).toMatchObject({ user: { email, isAdmin: false } });
    }
  });

  it("refuses update-user with kind or isAdmin and leaves the account unchanged", async () => {
    const { client, email } = await t.quickUser({ kind: "couple" });
    for (const body of [{ kind: "vendor" }, { isAdmin: true }, { name: "Still Me", kind: "venue_owner" }]) {
      const res = await client.post("/api/auth/update-user", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
    }
    const row = await userRow(email);
    expect(row).toMatchObject({ kind: "couple", isAdmin: false, name: "Test User" });
    expect((await client.get("/api/me")).json()).toMatchObject({ user: { kind: "couple", isAdmin: false } });

    // The refusal is specific: an ordinary profile change still works.
    const rename = await client.post("/api/auth/update-user", { name: "Renamed" });
    expect(rename.statusCode).toBe(200);
    expect((await userRow(email))?.name).toBe("Renamed");
  });

  it("refuses update-user without a session", async () => {
    const res = await t.client().post("/api/auth/update-user", { name: "Nobody" });
    expect(res.statusCode).toBe(401);
  });
});
