import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../testing/test-app";

/**
 * Every route of the OpenAPI document, and better-auth's POST routes, with each class of hostile input
 * (issue #19): NUL (raw and %00), lone surrogates, 100,000-deep arrays, 5,000-deep objects, huge strings,
 * wrong types and nulls, as a couple, a venue owner, a vendor and signed out. No answer may be a 5xx, and
 * the server must be healthy after. Deterministic: a seeded PRNG makes every sample value.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

// mulberry32: a tiny seeded PRNG, so a failure reproduces exactly.
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(19);
const word = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join("");

/** A plausible value of a JSON schema: the fuzz classes then replace its leaves. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return word();
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return sample(options.find((o) => o.type !== "null") ?? options[0], depth + 1);
  const type = [schema.type ?? "string"].flat().find((t) => t !== "null");
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]),
      );
    case "array":
      return [sample(schema.items, depth + 1)];
    case "integer":
    case "number":
      return 1 + Math.floor(random() * 5);
    case "boolean":
      return true;
    default:
      if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
      if (schema.format === "date") return "2031-06-14";
      if (schema.format === "date-time") return "2031-06-14T15:00:00.000Z";
      if (schema.format === "email") return `${word()}@example.test`;
      return word();
  }
}

/** A copy of `value` with every leaf replaced by `leaf(original)`. */
function mapLeaves(value: unknown, leaf: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  return leaf(value);
}

const HUGE = "x".repeat(200_000);
const wrongType = (v: unknown) =>
  typeof v === "string"
    ? 12345
    : typeof v === "number"
      ? "not-a-number"
      : typeof v === "boolean"
        ? "yes"
        : {};

/** Raw JSON bodies, by class. */
function bodyVariants(base: unknown): [string, string][] {
  const stringified = (f: (v: unknown) => unknown) => JSON.stringify(mapLeaves(base, f));
  const strings = (s: string) => stringified((v) => (typeof v === "string" ? s : v));
  return [
    ["NUL in every string", strings("a\u0000b")],
    ["lone high surrogate", strings("a\uD800b")],
    ["lone low surrogate", strings("\uDC00")],
    ["huge strings", strings(HUGE)],
    ["wrong types", stringified(wrongType)],
    ["null leaves", stringified(() => null)],
    ["null body", "null"],
    ["string body", '"\\u0000"'],
    ["array 100,000 deep", "[".repeat(100_000) + "]".repeat(100_000)],
    ["object 5,000 deep", '{"a":'.repeat(5000) + "1" + "}".repeat(5000)],
  ];
}

/** URL-encoded values for path and query parameters, by class. */
const urlValues: [string, string][] = [
  ["%00", "a%00b"],
  ["lone surrogate (CESU-8 bytes)", "%ED%A0%80"],
  ["lone low surrogate", "%ED%B0%80"],
  ["huge", "y".repeat(4000)],
  ["wrong type", "-1.5e999"],
];

type Probe = { method: string; url: string; body?: string; what: string };

function probesOf(path: string, method: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const fill = (value?: string) =>
    path.replace(
      /\{([^}]+)\}/g,
      (_m, name: string) =>
        value ?? encodeURIComponent(String(sample(pathParams.find((p) => p.name === name)?.schema))),
    );
  const query = (value?: string) =>
    queryParams.length === 0
      ? ""
      : "?" +
        queryParams
          .map(
            (p) => `${encodeURIComponent(p.name)}=${value ?? encodeURIComponent(String(sample(p.schema)))}`,
          )
          .join("&");
  const probes: Probe[] = [];
  for (const [what, value] of urlValues) {
    if (pathParams.length) probes.push({ method, url: fill(value) + query(), what: `path ${what}` });
    if (queryParams.length) probes.push({ method, url: fill() + query(value), what: `query ${what}` });
  }
  if (method !== "GET" && method !== "HEAD") {
    const schema = op.requestBody?.content?.["application/json"]?.schema;
    if (op.requestBody && !schema) return probes; // multipart (uploads): not a JSON body
    const base = schema ? sample(schema) : { extra: word() };
    for (const [what, body] of bodyVariants(base))
      probes.push({ method, url: fill() + query(), body, what: `body ${what}` });
  }
  return probes;
}

// better-auth's POST routes (hidden from the document), with the fields they read. Sign-out is left out:
// it would end the actor's session for the rest of the run.
const authRoutes: [string, Record<string, unknown>][] = [
  ["/api/auth/sign-in/email", { email: "a@example.test", password: "orchid-lantern-42" }],
  [
    "/api/auth/sign-up/email",
    { email: "b@example.test", password: "orchid-lantern-42", name: "N", kind: "couple" },
  ],
  ["/api/auth/request-password-reset", { email: "a@example.test", redirectTo: "/reset-password" }],
  ["/api/auth/reset-password", { token: "t", newPassword: "orchid-lantern-43" }],
  ["/api/auth/send-verification-email", { email: "a@example.test", callbackURL: "/" }],
  ["/api/auth/change-password", { currentPassword: "x", newPassword: "orchid-lantern-44" }],
  ["/api/auth/update-user", { name: "Robin", image: null }],
  ["/api/auth/change-email", { newEmail: "c@example.test" }],
];

let t: TestApp;
let actors: [string, Client][];
beforeAll(async () => {
  const unlimited = "1000000";
  t = await createTestApp({
    RATE_LIMIT_AUTH_PER_MINUTE: unlimited,
    RATE_LIMIT_WRITE_PER_MINUTE: unlimited,
    RATE_LIMIT_JUNE_PER_MINUTE: unlimited,
  });
  await t.app.ready();
  const [couple, owner, vendor] = await Promise.all([
    t.quickUser({ kind: "couple" }),
    t.quickUser({ kind: "venue_owner" }),
    t.quickUser({ kind: "vendor" }),
  ]);
  actors = [
    ["couple", couple.client],
    ["venue owner", owner.client],
    ["vendor", vendor.client],
    ["signed out", t.client()],
  ];
});
afterAll(async () => {
  await t?.close();
});

describe("fuzzing every route with hostile input", () => {
  it("answers no input with a 5xx, and stays healthy", { timeout: 110_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const probes: Probe[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith("/api/")) continue;
      for (const [method, op] of Object.entries(methods))
        probes.push(...probesOf(path, method.toUpperCase(), op));
    }
    for (const [url, base] of authRoutes)
      for (const [what, body] of bodyVariants(base))
        probes.push({ method: "POST", url, body, what: `body ${what}` });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(probes.length).toBeGreaterThan(600);

    const failures: string[] = [];
    let sent = 0;
    for (const [actor, client] of actors) {
      for (const probe of probes) {
        const res = await client.request(probe.method, probe.url, {
          ...(probe.body === undefined
            ? {}
            : { body: probe.body, headers: { "content-type": "application/json" } }),
        });
        sent += 1;
        if (res.statusCode >= 500)
          failures.push(
            `${actor}: ${probe.method} ${probe.url.slice(0, 80)} (${probe.what}) → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(probes.length * actors.length);
    const health = await t.client().get("/api/health");
    expect(health.statusCode).toBe(200);
  });
});
