import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerVenueDetail } from "@shared/schemas/owner-venues";
import { loadConfig } from "../config";
import {
  createTestApp,
  testEnv,
  uniqueAddress,
  uniqueEmail,
  type Client,
  type TestApp,
} from "../testing/test-app";
import { FOREIGN_ORIGIN_MESSAGE, JSON_ONLY_MESSAGE, MISSING_ORIGIN_MESSAGE } from "./request-origin";

let t: TestApp;
let owner: Client;
let venue: OwnerVenueDetail;

async function uploadPhoto(c: Client): Promise<string> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#9bd" } })
    .png()
    .toBuffer();
  const boundary = "----origin-test";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hall.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await c.request("POST", "/api/uploads", {
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ src: string }>().src;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "10000", RATE_LIMIT_AUTH_PER_MINUTE: "10000" });
  owner = (await t.quickUser({ kind: "venue_owner" })).client;
  const src = await uploadPhoto(owner);
  const created = await owner.post("/api/owner/venues", {
    name: "Larkspur Glass House",
    cityId: "columbus",
    neighborhood: "German Village",
    address: "500 S High St, Columbus, OH 43215",
    capacitySeated: 120,
    capacityStanding: 180,
    priceFrom: 8000,
    styles: ["garden"],
    setting: "both",
    amenities: [],
    photos: [{ src, alt: "The glass house" }],
    description:
      "A glass house in a walled garden with a long table under the vines, string lights and room for a band.",
    contactEmail: "",
    contactPhone: "",
    website: "",
    publish: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  venue = created.json<OwnerVenueDetail>();
});
afterAll(async () => {
  await t?.close();
});

const isPublished = async () => (await t.client().get(`/api/venues/${venue.slug}`)).statusCode === 200;
const messageOf = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;
const forbidden = (message: string) => ({ error: { code: "FORBIDDEN", message } });

/** A request carrying the owner's session cookie, with exactly the headers given (no Origin added). */
function asOwner(method: string, url: string, headers: Record<string, string>, payload?: string) {
  return t.app.inject({
    method: method as InjectOptions["method"],
    url,
    remoteAddress: uniqueAddress(),
    headers: { cookie: owner.jar.header()!, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe("requests from other sites", () => {
  it("refuses the reported attack: a text/plain POST from a foreign origin does not unpublish the venue", async () => {
    expect(await isPublished()).toBe(true);
    const res = await asOwner(
      "POST",
      `/api/owner/venues/${venue.id}/unpublish`,
      {
        origin: "https://evil.example",
        "content-type": "text/plain",
      },
      "x",
    );
    expect([res.statusCode, res.json()]).toEqual([403, forbidden(FOREIGN_ORIGIN_MESSAGE)]);
    expect(await isPublished()).toBe(true);
  });

  it("refuses a foreign origin on every mutating route of the route table, and nothing changes", async () => {
    const mutating = t.routes.filter(
      (r) => r.url.startsWith("/api/") && ["POST", "PUT", "PATCH", "DELETE"].includes(r.method),
    );
    expect(mutating.length).toBeGreaterThan(30);
    expect(mutating.some((r) => r.url === "/api/owner/venues/:id/unpublish")).toBe(true);
    const failures: string[] = [];
    for (const route of mutating) {
      const url = route.url
        .replace(":id", venue.id)
        .replace(/:[^/]+/g, "x")
        .replace("*", "update-user");
      const foreign: Record<string, string>[] = [
        { origin: "https://evil.example", "content-type": "application/json" },
        { origin: "null", "content-type": "application/json" },
        { "sec-fetch-site": "cross-site", "content-type": "application/json" },
        { "sec-fetch-site": "same-site", "content-type": "application/json" },
      ];
      for (const headers of foreign) {
        const res = await asOwner(route.method, url, headers, '{"name":"Hijacked"}');
        if (res.statusCode !== 403 || messageOf(res) !== FOREIGN_ORIGIN_MESSAGE)
          failures.push(`${route.method} ${url} ${JSON.stringify(headers)} → ${res.statusCode}`);
      }
      const bare = await asOwner(route.method, url, {});
      if (bare.statusCode !== 403 || messageOf(bare) !== MISSING_ORIGIN_MESSAGE)
        failures.push(`${route.method} ${url} without Origin → ${bare.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await isPublished()).toBe(true);
    const me = await owner.get("/api/me");
    expect(me.json<{ user: { name: string } }>().user.name).toBe("Test User");
    expect((await owner.get(`/api/owner/venues/${venue.id}`)).json<OwnerVenueDetail>().name).toBe(
      "Larkspur Glass House",
    );
  });

  it("refuses a body that is not JSON, even from our own origin, with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "text/plain; charset=utf-8"]) {
      const res = await asOwner(
        "POST",
        `/api/owner/venues/${venue.id}/unpublish`,
        {
          origin: t.config.publicUrl,
          "content-type": type,
        },
        "a=1",
      );
      expect([res.statusCode, res.json()]).toEqual([
        415,
        { error: { code: "BAD_REQUEST", message: JSON_ONLY_MESSAGE } },
      ]);
    }
    // An HTML form with no fields still declares its encoding, with an empty body.
    const empty = await asOwner(
      "POST",
      `/api/owner/venues/${venue.id}/unpublish`,
      {
        origin: t.config.publicUrl,
        "content-type": "application/x-www-form-urlencoded",
      },
      "",
    );
    expect(empty.statusCode).toBe(415);
    expect(await isPublished()).toBe(true);
  });

  it("lets our own pages through: the trusted Origin, or Sec-Fetch-Site same-origin without one", async () => {
    const off = await asOwner("POST", `/api/owner/venues/${venue.id}/unpublish`, {
      origin: t.config.publicUrl,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await isPublished()).toBe(false);
    const on = await asOwner(
      "POST",
      `/api/owner/venues/${venue.id}/publish`,
      { "sec-fetch-site": "same-origin", "content-type": "application/json" },
      "{}",
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(await isPublished()).toBe(true);
  });

  it("lets a client without cookies or browser headers (a script) post a public form", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueAddress(),
      payload: {
        name: "Script",
        email: uniqueEmail("script"),
        topic: "Other",
        message: "Sent from a script.",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("trusts Vite's dev origin and every loopback spelling of the site outside production only", () => {
    expect(loadConfig({ ...testEnv }).trustedOrigins).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://localhost:5173",
      "http://127.0.0.1:5173",
    ]);
    const production = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://weddings.example/",
      AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.example:25",
    });
    expect(production.trustedOrigins).toEqual(["https://weddings.example"]);
    // A public host in development gets no loopback twins; production on loopback gets none either.
    expect(loadConfig({ ...testEnv, PUBLIC_URL: "https://staging.example" }).trustedOrigins).toEqual([
      "https://staging.example",
      "http://localhost:5173",
      "http://127.0.0.1:5173",
    ]);
    expect(
      loadConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "http://localhost:3000",
        AUTH_SECRET: "x".repeat(32),
        SMTP_URL: "smtp://mail.example:25",
      }).trustedOrigins,
    ).toEqual(["http://localhost:3000"]);
  });
});
