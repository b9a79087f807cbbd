import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../testing/test-app";

let t: TestApp;
let couple: Client;
beforeAll(async () => {
  t = await createTestApp();
  couple = (await t.quickUser({ kind: "couple" })).client;
});
afterAll(async () => {
  await t?.close();
});

describe("Cache-Control on API answers", () => {
  it("is no-store on every signed-in answer: the account, inquiries, saved venues, June's history", async () => {
    for (const url of ["/api/me", "/api/inquiries", "/api/saved-venues", "/api/june/history"]) {
      const res = await couple.get(url);
      expect([url, res.statusCode, res.headers["cache-control"]]).toEqual([url, 200, "no-store"]);
    }
  });

  it("is no-store on a public answer to a request with a session, and on better-auth's answers", async () => {
    const listing = await couple.get("/api/venues?city=cleveland");
    expect([listing.statusCode, listing.headers["cache-control"]]).toEqual([200, "no-store"]);
    const session = await couple.get("/api/auth/get-session");
    expect([session.statusCode, session.headers["cache-control"]]).toEqual([200, "no-store"]);
  });

  it("is no-store on a private route refused to a caller without a session", async () => {
    const res = await t.client().get("/api/me");
    expect([res.statusCode, res.headers["cache-control"]]).toEqual([401, "no-store"]);
  });

  it("leaves public answers to anonymous callers as their routes set them", async () => {
    const listing = await t.client().get("/api/venues?city=cleveland");
    // The listing routes declare an HTTP cache policy (issue #21, http-cache.test.ts); health does not.
    expect([listing.statusCode, listing.headers["cache-control"]]).toEqual([
      200,
      "public, max-age=30, stale-while-revalidate=60",
    ]);
    const health = await t.client().get("/api/health");
    expect([health.statusCode, health.headers["cache-control"]]).toEqual([200, undefined]);
  });
});
