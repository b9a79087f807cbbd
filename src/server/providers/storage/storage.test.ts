import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { multipart } from "../../testing/multipart";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/**
 * One suite, both backends: local disk, and S3 through a real S3-compatible server (s3rver) on loopback.
 * The app part proves /uploads/{id}.webp is served from either.
 */
let s3: S3rver;
let s3Dir: string;
let localDir: string;
let s3Env: Record<string, string>;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), "june-s3-"));
  localDir = await mkdtemp(path.join(tmpdir(), "june-local-"));
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "uploads" }],
  });
  const { port } = await s3.run();
  s3Env = {
    S3_BUCKET: "uploads",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
});

afterAll(async () => {
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(localDir, { recursive: true, force: true });
});

const backends: [string, () => Storage][] = [
  ["local disk", () => createLocalStorage(localDir)],
  [
    "S3-compatible",
    () =>
      createS3Storage({
        bucket: s3Env.S3_BUCKET!,
        endpoint: s3Env.S3_ENDPOINT,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
];

describe.each(backends)("storage on %s", (_name, make) => {
  it("puts, gets and deletes an object", async () => {
    const storage = make();
    const bytes = Buffer.from([1, 2, 3, 0, 255]);
    await storage.put("a1b2.webp", bytes, "image/webp");
    expect(await storage.get("a1b2.webp")).toEqual(bytes);
    await storage.delete("a1b2.webp");
    expect(await storage.get("a1b2.webp")).toBeNull();
    await storage.close();
  });

  it("answers null for a missing object and deletes one quietly", async () => {
    const storage = make();
    expect(await storage.get("missing.webp")).toBeNull();
    await expect(storage.delete("missing.webp")).resolves.toBeUndefined();
    await storage.close();
  });
});

describe.each([
  ["local disk", () => ({})],
  ["S3-compatible", () => s3Env],
])("uploads served from %s", (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores an upload and serves it at /uploads/{id}.webp; an unknown id answers 404", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const image = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .png()
      .toBuffer();
    const { body, headers } = multipart(image);
    const res = await owner.client.request("POST", "/api/uploads", { body, headers });
    expect(res.statusCode).toBe(201);
    const { src } = res.json<{ src: string }>();

    const served = await t.app.inject({ url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);

    const missing = await t.app.inject({ url: "/uploads/00000000-0000-4000-8000-000000000000.webp" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "We couldn't find that photo." } });
  });
});
