import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "@shared/schemas/collaboration";
import { DEMO_PASSWORD } from "../db/seed/demo-accounts";
import {
  createScratchDatabase,
  startAppProcess,
  type AppProcess,
  type ScratchDatabase,
} from "../testing/app-processes";
import { openLiveSocket } from "../testing/live-socket";

/**
 * Two real app processes on one PostgreSQL database and one Redis, as behind a load balancer (issue #13,
 * docs/decisions/032). Needs PostgreSQL (TEST_PG_ADMIN_URL, else TEST_DATABASE_URL, else the local
 * server) and Redis (TEST_REDIS_URL, else 127.0.0.1:6379): CI starts both (.ci/run).
 */
const pgAdminUrl =
  process.env.TEST_PG_ADMIN_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Both processes answer as one site (one PUBLIC_URL), like two instances behind a proxy. */
const site = "http://localhost:3000";
const AUTH_PER_MINUTE = 6;

let database: ScratchDatabase;
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  database = await createScratchDatabase(pgAdminUrl);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    // Our own keys and channels on the shared Redis: parallel runs never hear each other.
    REDIS_PREFIX: `test:${randomBytes(4).toString("hex")}:`,
    PUBLIC_URL: site,
    SEED_DEMO: "true",
    RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_PER_MINUTE),
    // The rate-limit test names its own client address, as a proxy on loopback would.
    TRUST_PROXY: "loopback",
  };
  // Started together: migrations and the seed take turns under PostgreSQL's startup lock.
  [a, b] = await Promise.all([startAppProcess({ env }), startAppProcess({ env })]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
}, 30_000);

type Json = Record<string, unknown>;

async function call(
  base: string,
  method: string,
  url: string,
  opts: { cookie?: string; body?: Json; ip?: string } = {},
) {
  const headers: Record<string, string> = { origin: site };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers["x-forwarded-for"] = opts.ip;
  if (opts.body) headers["content-type"] = "application/json";
  return fetch(base + url, { method, headers, body: opts.body ? JSON.stringify(opts.body) : undefined });
}

/** Signs in through `base` and returns the session cookie (valid on every process: sessions are rows). */
async function signIn(base: string, email: string): Promise<string> {
  const res = await call(base, "POST", "/api/auth/sign-in/email", {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("better-auth.session_token="));
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** Reads a server-sent event stream as it comes; `until(name)` resolves once an event of that name arrived. */
function eventsOf(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let wake = () => {};
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      wake();
    }
  })();
  return {
    async until(name: string, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (!text.includes(`event: ${name}\n`)) {
        if (Date.now() > deadline)
          throw new Error(`no "${name}" event within ${timeoutMs} ms; got:\n${text}`);
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 100);
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}

describe("two app processes on one database and one Redis", () => {
  it("a chat message sent through one process reaches a WebSocket connected to the other", async () => {
    const cookie = await signIn(a.url, "demo@couple.test");
    const me = (await (await call(a.url, "GET", "/api/me", { cookie })).json()) as { user: { id: string } };
    const socket = await openLiveSocket(`${b.url}/api/live`, { cookie, origin: site });
    try {
      const heard = new Promise<LiveEvent>((resolve) =>
        socket.onMessage((text) => {
          const event = JSON.parse(text) as LiveEvent;
          if (event.type === "message") resolve(event);
        }),
      );
      const thread = `couple:${me.user.id}`;
      const sent = await call(a.url, "POST", `/api/conversations/${thread}/messages`, {
        cookie,
        body: { body: "Sent to one server, heard on the other" },
      });
      expect(sent.status).toBe(201);
      const event = await Promise.race([
        heard,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no live message on B")), 5000)),
      ]);
      expect(event).toMatchObject({
        type: "message",
        message: { thread, authorId: me.user.id, body: "Sent to one server, heard on the other" },
      });
    } finally {
      socket.close();
    }
  });

  it("a guest list change made through one process reaches the live stream open on the other", async () => {
    const cookie = await signIn(a.url, "demo@couple.test");
    const stream = await fetch(`${b.url}/api/guests/live`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const events = eventsOf(stream);
    await events.until("ready", 5000);
    const added = await call(a.url, "POST", "/api/guests/households", {
      cookie,
      body: { name: "The Two-Process Family", guests: [{ name: "Tess Twoprocess" }] },
    });
    expect(added.status).toBe(201);
    try {
      await events.until("guests", 5000);
    } finally {
      await events.close();
    }
    // The other process's list cache was dropped too: it lists the new household at once.
    const list = (await (await call(b.url, "GET", "/api/guests", { cookie })).json()) as {
      households: { name: string }[];
    };
    expect(list.households.map((h) => h.name)).toContain("The Two-Process Family");
  });

  it("a listing edit on one process clears the other's cached answers at once, and their ETags change", async () => {
    const cookie = await signIn(a.url, "demo@venue.test");
    const mine = (await (await call(a.url, "GET", "/api/owner/venues", { cookie })).json()) as {
      id: string;
      slug: string;
      isPublished: boolean;
    }[];
    const venue = mine.find((v) => v.isPublished);
    if (!venue) throw new Error("the demo owner has no published venue");
    // Read twice on B: the second answer comes from B's cache (fresh for 30 s without the bus).
    for (let k = 0; k < 2; k++)
      expect((await call(b.url, "GET", `/api/venues/${venue.slug}`)).status).toBe(200);
    // A search that lists the venue, kept by B's cache, and the ETag a CDN would revalidate with (issue #21).
    const detail = (await (await call(b.url, "GET", `/api/venues/${venue.slug}`)).json()) as {
      name: string;
      cityId: string;
    };
    const search = `/api/venues?city=${detail.cityId}&q=${encodeURIComponent(detail.name)}`;
    const listed = await call(b.url, "GET", search);
    const heldTag = listed.headers.get("etag")!;
    expect(heldTag).toMatch(/^"[\w-]+"$/);
    expect(((await listed.json()) as { items: { slug: string }[] }).items.map((i) => i.slug)).toContain(
      venue.slug,
    );
    expect((await call(a.url, "POST", `/api/owner/venues/${venue.id}/unpublish`, { cookie })).status).toBe(
      200,
    );
    // The message crosses Redis in about a millisecond; a few tries absorb a busy machine, far below the TTL.
    let status = 0;
    for (let k = 0; k < 20 && status !== 404; k++) {
      status = (await call(b.url, "GET", `/api/venues/${venue.slug}`)).status;
      if (status !== 404) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(404);
    // B's search no longer lists it, and a cache holding the old answer is told so (200, not 304).
    const revalidated = await fetch(b.url + search, { headers: { "if-none-match": heldTag } });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get("etag")).not.toBe(heldTag);
    expect(
      ((await revalidated.json()) as { items: { slug: string }[] }).items.map((i) => i.slug),
    ).not.toContain(venue.slug);
    expect((await call(a.url, "POST", `/api/owner/venues/${venue.id}/publish`, { cookie })).status).toBe(200);
  });

  it("shares the sign-in rate limit: the attempt past the limit is refused whichever process it reaches", async () => {
    const ip = `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;
    const attempt = (base: string) =>
      call(base, "POST", "/api/auth/sign-in/email", {
        ip,
        body: { email: "demo@couple.test", password: "not-the-password-1" },
      });
    const statuses: number[] = [];
    for (let k = 0; k < AUTH_PER_MINUTE; k++)
      statuses.push((await attempt(k % 2 === 0 ? a.url : b.url)).status);
    // Three on each: alone, neither process would have refused anything yet.
    expect(statuses).toEqual(Array.from({ length: AUTH_PER_MINUTE }, () => 401));
    for (const base of [a.url, b.url]) {
      const refused = await attempt(base);
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("RATE_LIMITED");
      expect(body.error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    }
  });
});
