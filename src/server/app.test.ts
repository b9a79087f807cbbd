import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeDescription } from "@shared/route-descriptions";
import { findRouteMeta } from "@shared/route-meta";
import { contactMessages } from "./db/schema/contact";
import { HYDRATE_AFTER_PAINT_CSP_SOURCE } from "./plugins/hydrate-after-paint";
import { createTestApp, uniqueAddress, uniqueEmail, type TestApp } from "./testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers, remoteAddress: uniqueAddress() });

describe("system routes and cross-cutting behaviour", () => {
  it("reports health with the database kind", async () => {
    const res = await get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("sends the security headers", async () => {
    const res = await get("/api/health");
    const csp = String(res.headers["content-security-policy"]);
    // Scripts from the site itself, and one inline script: the loader of a server-rendered page, by its
    // hash (plugins/hydrate-after-paint.ts, decision 067).
    expect(csp).toContain(`script-src 'self' ${HYDRATE_AFTER_PAINT_CSP_SOURCE};`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests"); // http PUBLIC_URL
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // Worked out once (plugins/security-headers.ts), and on every answer, errors included.
    const notFound = await get("/api/no-such-route");
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers["content-security-policy"]).toBe(csp);
    expect(notFound.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("echoes a sane x-request-id and generates one otherwise", async () => {
    expect((await get("/api/health", { "x-request-id": "req-abc.123" })).headers["x-request-id"]).toBe(
      "req-abc.123",
    );
    const generated = (await get("/api/health")).headers["x-request-id"];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get("/api/health")).headers["x-request-id"]).not.toBe(generated);
    const hostile = (await get("/api/health", { "x-request-id": "bad id <script>" })).headers["x-request-id"];
    expect(hostile).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await get("/api/no-such-thing");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "No route GET /api/no-such-thing" } });
    const post = await t.app.inject({ method: "POST", url: "/api/no-such-thing", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("answers an unknown path with a JSON 404 when there is no client build", async () => {
    const res = await get("/about");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("answers a malformed JSON body with 400 and the error body shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Jo",',
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(typeof body.error.message).toBe("string");
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(1024 * 1024 + 10) }),
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });
});

describe("contact", () => {
  const valid = { name: "Jo Planner", topic: "Venues", message: "Do you list barns near Columbus?" };

  it("stores the message and mails the operator, with the sender's address to reply to", async () => {
    const email = uniqueEmail("sender");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...valid, email },
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    expect(t.config.OPERATOR_EMAIL).toBe("hello@wedding.local");
    const mail = await t.latestMail("hello@wedding.local", { subject: "Contact form: Venues — Jo Planner" });
    expect(mail.text).toContain(`From: Jo Planner <${email}>`);
    expect(mail.text).toContain("Do you list barns near Columbus?");

    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, email, userId: null });
  });

  it("records the signed-in sender's user id", async () => {
    const { client, id } = await t.quickUser();
    const email = uniqueEmail("member");
    expect((await client.post("/api/contact", { ...valid, email })).statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row?.userId).toBe(id);
  });

  it.each([
    ["a short message", { message: "hi" }, "message: Tell us a little more (at least 10 characters)."],
    ["a bad email", { email: "not-an-email" }, "email: Enter a valid email."],
    ["an unknown topic", { topic: "Gossip" }, "topic: Choose a topic."],
    ["an empty name", { name: "   " }, "name: Enter your name."],
  ])("refuses %s with 400 VALIDATION", async (_what, change, message) => {
    const email = uniqueEmail("invalid");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...valid, email, ...change },
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode).toBe(400);
    // The message names the first field; `fields` puts each failed field's message on its input.
    const [field, fieldMessage] = message.split(": ") as [string, string];
    expect(res.json()).toEqual({ error: { code: "VALIDATION", message, fields: { [field]: fieldMessage } } });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
  });

  it("allows 5 messages a minute per address", async () => {
    const ip = uniqueAddress();
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...valid, email: uniqueEmail("flood") },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
  });
});

describe("API docs", () => {
  it("serves the docs UI", async () => {
    const res = await get("/api/docs");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("swagger-ui");
  });

  it("serves an OpenAPI document listing /api/me", async () => {
    const res = await get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/me"]?.get).toBeDefined();
    expect(doc.paths["/api/contact"]?.post).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/api/auth"))).toBe(false);
  });
});

describe("serving the client (SPA)", () => {
  let spa: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "spa-test-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(
      path.join(clientDir, "index.html"),
      // Padded past the 1 KB below which pages are sent as they are.
      `<!doctype html><html><head><title>x</title><meta name="description" content="y" /><!--${"pad ".repeat(300)}--></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(path.join(clientDir, "assets", "app.js"), "console.log('app');\n");
    writeFileSync(path.join(clientDir, "assets", "app.js.br"), brotliCompressSync("console.log('app');\n"));
    // The part of Vite's manifest the server reads: the web fonts' stylesheet chunk.
    mkdirSync(path.join(clientDir, ".vite"));
    writeFileSync(
      path.join(clientDir, ".vite", "manifest.json"),
      JSON.stringify({ "fonts.ts": { file: "assets/fonts-abc.css", src: "fonts.ts" } }),
    );
    spa = await createTestApp({}, { database: t.testDatabase, clientDir });
  });
  afterAll(async () => {
    await spa?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("fills a known route's title, description and Open Graph tags into index.html", async () => {
    const res = await spa.app.inject({ method: "GET", url: "/about" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    // A page asked without cookies may be kept by a shared cache (issue #21, plugins/http-cache.test.ts).
    expect(res.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=60");
    const meta = findRouteMeta("/about")!;
    expect(meta.title).toBe("About us");
    expect(routeDescription(meta.pattern)).toMatch(/^Why we built one connected place/);
    expect(res.body).toContain("<title>About us · June Weddings</title>");
    expect(res.body).toContain('<meta property="og:title" content="About us · June Weddings" />');
    expect(res.body).toContain(`<meta name="description" content="${routeDescription(meta.pattern)}" />`);
    expect(res.body).toContain('<meta property="og:url" content="http://localhost:3000/about" />');
    expect(res.body).not.toContain("<title>x</title>");
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("answers an unknown page with 404 and index.html titled Page Not Found", async () => {
    const res = await spa.app.inject({ method: "GET", url: "/no-such-page" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<title>Page Not Found · June Weddings</title>");
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("serves hashed assets with an immutable cache header", async () => {
    const res = await spa.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log('app');\n");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's precompressed brotli file to browsers that accept it", async () => {
    const res = await spa.app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe("console.log('app');\n");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("compresses pages for browsers that accept it", async () => {
    const plain = await spa.app.inject({ method: "GET", url: "/about" });
    const res = await spa.app.inject({
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    const gzip = await spa.app.inject({
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("links the web fonts at the end of the body only for a browser that loaded them before", async () => {
    const link = '<link rel="stylesheet" href="/assets/fonts-abc.css" />';
    expect((await spa.app.inject({ method: "GET", url: "/about" })).body).not.toContain(link);
    const returning = await spa.app.inject({ method: "GET", url: "/about", cookies: { fonts: "1" } });
    expect(returning.body).toContain(`${link}</body>`);
  });

  it("still answers unknown /api paths with JSON", async () => {
    const res = await spa.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("serves the home page with its own title", async () => {
    const res = await spa.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${findRouteMeta("/")!.title}</title>`);
  });
});
