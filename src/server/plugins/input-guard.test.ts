import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSAFE_TEXT_MESSAGE } from "@shared/schemas/strings";
import { createTestApp, type TestApp } from "../testing/test-app";
import { findUnsafeText, jsonDepthExceeds, TOO_DEEP_MESSAGE } from "./input-guard";

describe("jsonDepthExceeds", () => {
  it("counts nesting outside strings only", () => {
    expect(jsonDepthExceeds("[[[]]]", 3)).toBe(false);
    expect(jsonDepthExceeds("[[[[]]]]", 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ s: "[[[[[[{{{{" }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ s: 'quote \\" then [[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds("[".repeat(100_000) + "]".repeat(100_000))).toBe(true);
  });
});

describe("findUnsafeText", () => {
  it("names the first value or key with a NUL or lone surrogate", () => {
    expect(findUnsafeText({ a: ["ok", { b: "x\u0000" }] })).toBe("a.1.b");
    expect(findUnsafeText({ ["k\uDC00"]: 1 })).toBe("k\uDC00");
    expect(findUnsafeText("\uD800")).toBe("");
    expect(findUnsafeText({ a: "💍", b: [1, null, true] })).toBeNull();
  });
});

describe("the input edge (integration)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unsafe = (field: string) => ({
    error: {
      code: "VALIDATION",
      message: `${field}: ${UNSAFE_TEXT_MESSAGE}`,
      fields: { [field]: UNSAFE_TEXT_MESSAGE },
    },
  });

  it("refuses a NUL in a query, a path parameter and a body field with 400", async () => {
    const c = t.client();
    const query = await c.get("/api/venues?q=rose%00garden");
    expect([query.statusCode, query.json()]).toEqual([400, unsafe("q")]);
    const param = await c.get("/api/venues/a%00b");
    expect([param.statusCode, param.json()]).toEqual([400, unsafe("slug")]);
    const body = await c.post("/api/contact", {
      name: "Ana\u0000",
      email: "ana@example.test",
      topic: "Other",
      message: "A message long enough.",
    });
    expect([body.statusCode, body.json()]).toEqual([400, unsafe("name")]);
  });

  it("refuses lone surrogates in stored JSON (photo alt text) with 400", async () => {
    const { client } = await t.quickUser({ kind: "vendor" });
    const res = await client.post("/api/owner/vendor-listing", {
      businessName: "Surrogate Studio",
      photos: [{ src: "/uploads/x.webp", alt: "bad \uD800 alt" }],
    });
    expect([res.statusCode, res.json()]).toEqual([400, unsafe("photos.0.alt")]);
  });

  it("refuses deeply nested JSON before parsing, on better-auth's routes too", async () => {
    const c = t.client();
    for (const [url, body] of [
      ["/api/auth/sign-in/email", "[".repeat(100_000) + "]".repeat(100_000)],
      ["/api/auth/sign-up/email", '{"a":'.repeat(5000) + "1" + "}".repeat(5000)],
      ["/api/contact", "[".repeat(33) + "]".repeat(33)],
    ]) {
      const res = await c.request("POST", url!, { body, headers: { "content-type": "application/json" } });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: { code: "BAD_REQUEST", message: TOO_DEEP_MESSAGE } },
      ]);
    }
  });

  it("holds update-user's name to the name rule: null, NUL and too long answer 400", async () => {
    const { client } = await t.quickUser();
    const cases: [unknown, string][] = [
      [null, "Invalid input: expected string, received null"],
      ["x".repeat(101), "Use at most 100 characters."],
      ["Ana\u0000", UNSAFE_TEXT_MESSAGE],
    ];
    for (const [name, message] of cases) {
      const res = await client.post("/api/auth/update-user", { name });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: { code: "VALIDATION", message: `name: ${message}`, fields: { name: message } } },
      ]);
    }
    const ok = await client.post("/api/auth/update-user", { name: "  Ana Ruiz  " });
    expect(ok.statusCode).toBe(200);
    expect((await client.get("/api/me")).json()).toMatchObject({ user: { name: "Ana Ruiz" } });
  });

  it("bounds sign-up's name (a 500,000-character name was stored)", async () => {
    const res = await t.signUp({ email: "long-name@example.test", name: "n".repeat(500_000) });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        error: {
          code: "VALIDATION",
          message: "name: Use at most 100 characters.",
          fields: { name: "Use at most 100 characters." },
        },
      },
    ]);
  });
});
