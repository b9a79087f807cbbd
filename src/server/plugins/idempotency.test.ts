import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../db/schema/contact";
import { idempotencyKeys } from "../db/schema/idempotency";
import { venues } from "../db/schema/marketplace";
import { createTestApp, type Client, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const message = (marker: string) => ({
  name: "Ada",
  email: "ada@example.test",
  topic: "Other",
  message: `${marker} please call me back`,
});

function send(client: Client, marker: string, key?: string) {
  return client.post("/api/contact", message(marker), key ? { headers: { "idempotency-key": key } } : {});
}

async function stored(marker: string): Promise<number> {
  const rows = await t.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(like(contactMessages.message, `${marker} %`));
  return rows.length;
}

const marker = () => `m-${randomUUID()}`;

describe("Idempotency-Key on creating routes", () => {
  it("a retried POST with the same key creates once and answers the same", async () => {
    const { client } = await t.quickUser();
    const m = marker();
    const key = randomUUID();
    const first = await send(client, m, key);
    const retry = await send(client, m, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await stored(m)).toBe(1);
  });

  it("different keys create twice, and so do requests without a key", async () => {
    const { client } = await t.quickUser();
    const m = marker();
    expect((await send(client, m, randomUUID())).statusCode).toBe(201);
    expect((await send(client, m, randomUUID())).statusCode).toBe(201);
    expect((await send(client, m)).statusCode).toBe(201);
    expect(await stored(m)).toBe(3);
  });

  it("another user's same key does not collide", async () => {
    const a = await t.quickUser();
    const b = await t.quickUser();
    const m = marker();
    const key = randomUUID();
    const fromA = await send(a.client, m, key);
    const fromB = await send(b.client, m, key);
    expect(fromA.statusCode).toBe(201);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.headers["idempotent-replayed"]).toBeUndefined();
    expect(await stored(m)).toBe(2);
  });

  it("signed out, the key belongs to the IP address", async () => {
    const m = marker();
    const key = randomUUID();
    const here = t.client();
    expect((await send(here, m, key)).statusCode).toBe(201);
    expect((await send(here, m, key)).headers["idempotent-replayed"]).toBe("true");
    expect((await send(t.client(), m, key)).headers["idempotent-replayed"]).toBeUndefined();
    expect(await stored(m)).toBe(2);
  });

  it("refuses the same key with a different body (409) and creates nothing more", async () => {
    const { client } = await t.quickUser();
    const m = marker();
    const other = marker();
    const key = randomUUID();
    expect((await send(client, m, key)).statusCode).toBe(201);
    const reused = await send(client, other, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      error: {
        code: "CONFLICT",
        message:
          "This Idempotency-Key was already used for a different request. Send a new key for new data.",
      },
    });
    expect(await stored(m)).toBe(1);
    expect(await stored(other)).toBe(0);
  });

  it("stores no key for a refused request, so a corrected retry with the same key creates", async () => {
    const { client } = await t.quickUser();
    const m = marker();
    const key = randomUUID();
    const bad = await client.post(
      "/api/contact",
      { ...message(m), topic: "Nope" },
      {
        headers: { "idempotency-key": key },
      },
    );
    expect(bad.statusCode).toBe(400);
    const good = await send(client, m, key);
    expect(good.statusCode).toBe(201);
    expect(good.headers["idempotent-replayed"]).toBeUndefined();
    expect(await stored(m)).toBe(1);
  });

  it("refuses a malformed key", async () => {
    const res = await send(t.client(), marker(), "short");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "Idempotency-Key must be 8 to 200 printable characters without spaces.",
      },
    });
  });

  it("lets a retry through once the stored key is older than 24 hours", async () => {
    const { client } = await t.quickUser();
    const m = marker();
    const key = randomUUID();
    expect((await send(client, m, key)).statusCode).toBe(201);
    await t.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3600_000) });
    expect((await send(client, m, key)).headers["idempotent-replayed"]).toBeUndefined();
    expect(await stored(m)).toBe(2);
  });

  it("applies to an inquiry: the retry returns the same inquiry", async () => {
    const { client } = await t.quickUser({ kind: "couple" });
    const [venue] = await t.db.select({ slug: venues.slug }).from(venues).limit(1);
    const body = {
      listingKind: "venue",
      slug: venue!.slug,
      message: "We would love to visit in the spring, is May free?",
    };
    const key = randomUUID();
    const first = await client.post("/api/inquiries", body, { headers: { "idempotency-key": key } });
    const retry = await client.post("/api/inquiries", body, { headers: { "idempotency-key": key } });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const list = await client.get("/api/inquiries");
    expect(list.json<unknown[]>()).toHaveLength(1);
  });
});
