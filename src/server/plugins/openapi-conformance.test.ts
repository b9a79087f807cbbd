import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTING_FOR_HEADER } from "@shared/schemas/collaboration";
import { DEMO_PASSWORD } from "../db/seed/demo-accounts";
import { parseCalendar } from "../testing/ics-check";
import {
  createResponseValidator,
  type Answer,
  type OpenApiDocument,
  type OpenApiOperation,
} from "../testing/openapi-validator";
import { startScriptedOpenAi, type ScriptedOpenAi } from "../testing/scripted-openai";
import { createTestApp, type Client, type TestApp } from "../testing/test-app";
import { seedCrawlRows, secretParams } from "../testing/openapi-crawl-rows";

/**
 * The OpenAPI document tells the truth (issue #21, docs/decisions/046): EVERY GET operation of the
 * document is called as each kind of user, with path parameters filled from real rows (what the user's
 * own answers and links name, else a row made for the crawl), and each answer's status, content type and
 * body are validated against the document with Ajv (testing/openapi-validator.ts). Every `.ics` served
 * is parsed with ical.js too. A new route joins by being in the document.
 */

type Actor = { name: string; client: Client; headers: Record<string, string> };
type Harvest = { path: string; body: unknown }[];

let t: TestApp;
let openai: ScriptedOpenAi;
let doc: OpenApiDocument;
let actors: Actor[];
let baseUrl: string;

beforeAll(async () => {
  const unlimited = "1000000";
  // Grace's voice on the scripted OpenAI-compatible server, so a spoken reply exists to fetch.
  openai = await startScriptedOpenAi();
  t = await createTestApp({
    RATE_LIMIT_AUTH_PER_MINUTE: unlimited,
    RATE_LIMIT_WRITE_PER_MINUTE: unlimited,
    RATE_LIMIT_JUNE_PER_MINUTE: unlimited,
    AI_AUDIO_BASE_URL: openai.baseURL,
  });
  await t.app.ready();
  await seedCrawlRows(t);
  const signedIn = async (name: string, email: string, headers: Record<string, string> = {}) => {
    const { client, res } = await t.signIn(email, DEMO_PASSWORD);
    if (res.statusCode !== 200) throw new Error(`${email} could not sign in: ${res.body}`);
    return { name, client, headers };
  };
  actors = [
    { name: "signed out", client: t.client(), headers: {} },
    await signedIn("couple", "demo@couple.test"),
    await signedIn("venue owner", "demo@venue.test"),
    await signedIn("vendor", "demo@vendor.test"),
    // A helper acts for the couple it helps, as the client does on the couple's pages.
    await signedIn("contributor", "demo@contributor.test", { [ACTING_FOR_HEADER]: "demo-couple" }),
    await signedIn("admin", "demo@admin.test"),
  ];
  doc = t.app.swagger() as unknown as OpenApiDocument;
  // Streams never end: they are read over a real socket, headers only.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await openai?.close();
});

const isStream = (op: OpenApiOperation) => Boolean(op.responses?.["200"]?.content?.["text/event-stream"]);

async function call(actor: Actor, op: OpenApiOperation, url: string): Promise<Answer> {
  if (!isStream(op)) {
    const res = await actor.client.get(url, { headers: actor.headers });
    return { statusCode: res.statusCode, contentType: res.headers["content-type"] as string, body: res.body };
  }
  const abort = new AbortController();
  const cookie = actor.client.jar.header();
  const res = await fetch(baseUrl + url, {
    headers: { ...actor.headers, ...(cookie ? { cookie } : {}) },
    signal: abort.signal,
  });
  // A stream that opened is judged by its status and type; its events are other tests' business.
  const body = res.ok ? "" : await res.text();
  abort.abort();
  return { statusCode: res.status, contentType: res.headers.get("content-type") ?? undefined, body };
}

/** Every string anywhere in a JSON value (links to guest pages, calendar feeds, uploads). */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/** Every value of `key` anywhere in a JSON value, in document order. */
function valuesOf(value: unknown, key: string, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) valuesOf(v, key, out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (k === key && (typeof v === "string" || typeof v === "number")) out.push(String(v));
      else valuesOf(v, key, out);
    }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A real value for one parameter, for this actor: a link to the operation in an answer (path parameters);
 * a value set for the crawl (testing/openapi-crawl-rows.ts); the schema's first enum value; the same key
 * in the answer of the nearest parent path (`/api/tours` for `/api/tours/{id}`), or for a named key
 * (`slug`, `token`) in any answer. Null: no real row (the crawl then sends an unknown one).
 */
function realValue(
  actor: Actor,
  path: string,
  param: { in: string; name: string; schema?: Record<string, unknown> },
  harvests: Map<string, Harvest>,
): string | null {
  const { name } = param;
  const own = harvests.get(actor.name) ?? [];
  const everyone = [...harvests.values()].flat();
  if (param.in === "path") {
    const link = new RegExp(
      "^" +
        escapeRe(path)
          .replace(`\\{${name}\\}`, "([A-Za-z0-9_.~%-]+)")
          .replace(/\\\{[^}]+\\\}/g, "[^/?#\\s]+") +
        "(?:[?#]|$)",
    );
    for (const harvest of [own, everyone])
      for (const { body } of harvest)
        for (const s of stringsOf(body)) {
          const m = link.exec(s.replace(/^https?:\/\/[^/]+/, ""));
          if (m) return decodeURIComponent(m[1]!).replace(/\.ics$/, "");
        }
  }
  const secret = secretParams[`${path} ${name}`]?.(actor.name);
  if (secret) return secret;
  if (Array.isArray(param.schema?.enum)) return String(param.schema.enum[0]);
  const parents = own
    .filter((h) => path.startsWith(h.path + "/"))
    .sort((a, b) => b.path.length - a.path.length);
  const generic = name === "id" || name.endsWith("Id");
  for (const key of generic ? [name, "id"] : [name])
    for (const { body } of generic ? parents : [...parents, ...own]) {
      const found = valuesOf(body, key)[0];
      if (found) return found;
    }
  return null;
}

type Result = { path: string; actor: string; url: string; answer: Answer; real: boolean; problems: string[] };

describe("the OpenAPI document matches what the server answers", () => {
  it("declares every session, error answer and content type by the one rule", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        expect(op.security, `${method} ${path}`).toBeDefined();
        expect(op.responses?.["500"], `${method} ${path}`).toBeDefined();
        for (const [status, response] of Object.entries(op.responses ?? {}))
          if (/^2/.test(status) && status !== "204")
            expect(response.content ?? {}, `${method} ${path} ${status}`).not.toEqual({});
      }
  });

  it("answers every GET, as every kind of user, as the document says", { timeout: 240_000 }, async () => {
    const check = createResponseValidator(doc);
    const gets = Object.entries(doc.paths)
      .filter(([, methods]) => methods.get)
      .map(([path, methods]) => ({ path, op: methods.get! }))
      // Parents first, so their answers name the rows of the paths below them.
      .sort((a, b) => a.path.split("{").length - b.path.split("{").length || a.path.length - b.path.length);
    expect(gets.length).toBeGreaterThan(80);

    const harvests = new Map<string, Harvest>(actors.map((a) => [a.name, []]));
    const results: Result[] = [];
    for (const { path, op } of gets)
      for (const actor of actors) {
        let real = true;
        const paramOf = (name: string, where: string) =>
          op.parameters?.find((p) => p.in === where && p.name === name) ?? { in: where, name };
        const pathPart = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
          const value = realValue(actor, path, paramOf(name, "path"), harvests);
          if (value === null) real = false;
          // No row: an unknown one of the right shape, so the route's own 404 answers, not the validator.
          const unknown =
            paramOf(name, "path").schema?.format === "uuid"
              ? "00000000-0000-4000-8000-000000000000"
              : `no-such-${name}`;
          return encodeURIComponent(value ?? unknown);
        });
        // Required query parameters get real values too (`?kind=venue`); optional ones are left out.
        const query = (op.parameters ?? [])
          .filter((p) => p.in === "query" && p.required)
          .map((p) => `${p.name}=${encodeURIComponent(realValue(actor, path, p, harvests) ?? "crawl")}`)
          .join("&");
        const url = query ? `${pathPart}?${query}` : pathPart;
        const answer = await call(actor, op, url);
        const problems = check(op, answer);
        if (answer.contentType?.startsWith("text/calendar") && answer.statusCode === 200)
          try {
            parseCalendar(answer.body, answer.contentType);
          } catch (err) {
            problems.push(String(err));
          }
        if (answer.statusCode < 300 && answer.contentType?.startsWith("application/json"))
          harvests.get(actor.name)!.push({ path, body: JSON.parse(answer.body) as unknown });
        results.push({ path, actor: actor.name, url, answer, real, problems });
      }

    // The summary: what was checked, and which operations no kind of user could open.
    const byStatus = new Map<number, number>();
    for (const r of results) byStatus.set(r.answer.statusCode, (byStatus.get(r.answer.statusCode) ?? 0) + 1);
    const opened = new Set(results.filter((r) => r.answer.statusCode < 300).map((r) => r.path));
    const neverOpened = gets.filter((g) => !opened.has(g.path)).map((g) => g.path);
    console.info(
      [
        `OpenAPI conformance: ${gets.length} GET operations × ${actors.length} kinds of user = ${results.length} answers validated`,
        `statuses: ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(", ")}`,
        `operations answered 2xx to at least one user: ${opened.size}/${gets.length}`,
        `with real rows in the path: ${results.filter((r) => r.real && r.path.includes("{")).length} answers`,
        `never 2xx (no row any user may open): ${neverOpened.join(", ") || "none"}`,
      ].join("\n"),
    );
    const failures = results
      .filter((r) => r.problems.length > 0)
      .map((r) => `${r.actor}: GET ${r.url} → ${r.problems.join("; ")}`);
    expect(failures).toEqual([]);
    expect(neverOpened).toEqual([]);
  });
});
