import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, uniqueEmail, type Client, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: "3" });
});
afterAll(async () => {
  await t?.close();
});

const signIn = (c: Client) =>
  c.post("/api/auth/sign-in/email", { email: uniqueEmail("nobody"), password: "not-the-password-1" });

/** Spends the client's auth budget (3) and returns the answer to the 4th POST. */
async function exhaust(c: Client) {
  for (let i = 0; i < 3; i++) expect((await signIn(c)).statusCode).toBe(401);
  return signIn(c);
}

describe("auth rate limit (RATE_LIMIT_AUTH_PER_MINUTE=3)", () => {
  it("answers the 4th sign-in from one address with 429 RATE_LIMITED", async () => {
    const res = await exhaust(t.client());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  // BUG (reported): app.ts's errorResponseBuilder returns a plain object that @fastify/rate-limit throws;
  // plugins/error-handler.ts then reads `err.message` (undefined), so the body is {error:{code}} without
  // the "Too many requests…" message the builder wrote.
  it("tells the caller how long to wait in the 429 message", async () => {
    const res = await exhaust(t.client());
    expect(res.statusCode).toBe(429);
    expect(res.json<{ error: { message?: string } }>().error.message).toMatch(
      /^Too many requests\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it("counts every auth POST, not only sign-in", async () => {
    const c = t.client();
    for (let i = 0; i < 3; i++) await c.post("/api/auth/request-password-reset", { email: uniqueEmail() });
    const res = await c.post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: "orchid-lantern-42",
      kind: "couple",
      name: "x",
    });
    expect(res.statusCode).toBe(429);
  });

  it("keeps another address unaffected", async () => {
    const limited = t.client();
    expect((await exhaust(limited)).statusCode).toBe(429);
    const other = t.client();
    expect((await signIn(other)).statusCode).toBe(401);
    // And the limited one stays limited.
    expect((await signIn(limited)).statusCode).toBe(429);
  });

  it("does not limit GET /api/auth/get-session", async () => {
    const c = t.client();
    expect((await exhaust(c)).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) {
      const res = await c.get("/api/auth/get-session");
      expect(res.statusCode).toBe(200);
    }
  });
});
