import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../db/seed/demo-accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { entityTag, matchesTag } from "./http-cache";

/** Issue #21: public listing answers and pages a CDN can keep and revalidate; private ones never. */
let t: TestApp;
let pages: TestApp;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(tmpdir(), "http-cache-"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head><title>x</title><meta name="description" content="y" /></head><body><div id="root"></div></body></html>',
  );
  pages = await createTestApp({}, { database: t.testDatabase, clientDir });
});
afterAll(async () => {
  await pages?.close();
  await t?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

const LISTING_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=60";
const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url, headers });

describe("entity tags", () => {
  it("are strong, and the same body always gets the same tag", () => {
    expect(entityTag('{"a":1}')).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag('{"a":1}')).toBe(entityTag(Buffer.from('{"a":1}')));
    expect(entityTag('{"a":1}')).not.toBe(entityTag('{"a":2}'));
  });

  it("If-None-Match names a tag as sent, coded, weak, in a list, or *", () => {
    const tag = '"abc"';
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc.br"', '"abc.gzip"', "*"])
      expect([header, matchesTag(header, tag)]).toEqual([header, true]);
    for (const header of [undefined, "", '"abcd"', "abc", '"ab"', '"x.abc"'])
      expect([header, matchesTag(header, tag)]).toEqual([header, false]);
  });
});

describe("public listing answers", () => {
  for (const url of [
    "/api/venues?city=cleveland",
    "/api/vendors?city=cleveland",
    "/api/venues/lakeview-glasshouse",
  ])
    it(`${url}: ETag and Cache-Control public; If-None-Match answers 304 without a body`, async () => {
      const first = await get(t, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe(LISTING_CACHE_CONTROL);
      const tag = first.headers.etag as string;
      expect(tag).toBe(entityTag(first.body));
      const again = await get(t, url, { "if-none-match": tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(tag);
      expect(again.headers["cache-control"]).toBe(LISTING_CACHE_CONTROL);
      // An old tag gets the whole answer.
      const stale = await get(t, url, { "if-none-match": '"an-older-answer"' });
      expect([stale.statusCode, stale.body]).toEqual([200, first.body]);
    });

  it("a coded answer's tag names its coding, and still revalidates", async () => {
    const url = "/api/venues?city=cleveland&pageSize=24";
    const plain = await get(t, url);
    const coded = await get(t, url, { "accept-encoding": "br" });
    expect(coded.headers["content-encoding"]).toBe("br");
    expect(coded.headers.etag).toBe(`"${(plain.headers.etag as string).slice(1, -1)}.br"`);
    const again = await get(t, url, {
      "accept-encoding": "br",
      "if-none-match": coded.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-encoding"]).toBeUndefined();
  });

  it("an edit changes the tag: the held copy is no longer current", async () => {
    const admin = (await t.signIn("demo@admin.test", DEMO_PASSWORD)).client;
    const url = "/api/venues/lakeview-glasshouse";
    const before = await get(t, url);
    const hidden = await admin.post(`/api/admin/listings/venue/${before.json<{ id: string }>().id}/hide`, {});
    expect(hidden.statusCode).toBe(200);
    const gone = await get(t, url, { "if-none-match": before.headers.etag as string });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers.etag).toBeUndefined();
    expect(gone.headers["cache-control"]).toBeUndefined();
    expect(
      (await admin.post(`/api/admin/listings/venue/${before.json<{ id: string }>().id}/unhide`, {}))
        .statusCode,
    ).toBe(200);
  });

  it("no-store, no ETag and no 304 for a request with a session", async () => {
    const couple = (await t.quickUser({ kind: "couple" })).client;
    const url = "/api/venues?city=cleveland";
    const tag = (await get(t, url)).headers.etag as string;
    const res = await couple.get(url, { headers: { "if-none-match": tag } });
    expect([res.statusCode, res.headers["cache-control"], res.headers.etag]).toEqual([
      200,
      "no-store",
      undefined,
    ]);
  });

  it("a bad request is not cacheable", async () => {
    const res = await get(t, "/api/venues?guests=abc");
    expect(res.statusCode).toBe(400);
    expect([res.headers["cache-control"], res.headers.etag]).toEqual([undefined, undefined]);
  });
});

describe("public pages", () => {
  it("a visitor without cookies gets a cacheable page with an ETag, and 304 when it holds it", async () => {
    const first = await get(pages, "/venues/lakeview-glasshouse");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=60");
    expect(first.headers.vary).toBe("accept-encoding, cookie");
    const tag = first.headers.etag as string;
    expect(tag).toBe(entityTag(first.body));
    const again = await get(pages, "/venues/lakeview-glasshouse", { "if-none-match": tag });
    expect([again.statusCode, again.body]).toEqual([304, ""]);
    const coded = await get(pages, "/venues/lakeview-glasshouse", { "accept-encoding": "gzip" });
    expect([coded.headers["content-encoding"], coded.headers.etag]).toEqual([
      "gzip",
      `"${tag.slice(1, -1)}.gzip"`,
    ]);
  });

  it("a request with cookies (a session, a chosen city) is revalidated every time and gets no ETag", async () => {
    const res = await get(pages, "/venues", { cookie: "selectedCity=columbus" });
    expect(res.statusCode).toBe(200);
    expect([res.headers["cache-control"], res.headers.etag]).toEqual(["no-cache", undefined]);
  });

  it("a missing page is not cacheable", async () => {
    const res = await get(pages, "/venues/no-such-venue-here");
    expect(res.statusCode).toBe(404);
    expect([res.headers["cache-control"], res.headers.etag]).toEqual(["no-cache", undefined]);
  });
});
