import { access, readFile, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadVariantSrc } from "@shared/rules/upload-images";
import { uploads } from "../../db/schema/uploads";
import { multipart } from "../../testing/multipart";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { uploadsDirOf } from "../../providers/storage/local-storage";
import { assertOwnPhotos } from "./uploads.service";

/** Responsive variants of uploaded photos (issue #21, decision 051). */
let t: TestApp;
let owner: { id: string; client: Client };
let other: { id: string; client: Client };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.quickUser({ kind: "venue_owner" });
  other = await t.quickUser({ kind: "vendor" });
});
afterAll(async () => {
  await t?.close();
});

type Uploaded = { id: string; src: string; width: number; height: number; widths: number[] };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 190, g: 140, b: 120 } } })
    .png()
    .toBuffer();

async function upload(c: Client, data: Buffer): Promise<Uploaded> {
  const { body, headers } = multipart(data);
  const res = await c.request("POST", "/api/uploads", { body, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Uploaded>();
}

const fileOf = (name: string) => path.join(uploadsDirOf(t.config.DATA_DIR), name);
const exists = (name: string) =>
  access(fileOf(name)).then(
    () => true,
    () => false,
  );
const variantNames = (id: string, widths: number[]) =>
  widths.flatMap((w) => [`${id}-w${w}.avif`, `${id}-w${w}.webp`]);

describe("responsive variants", () => {
  it("stores AVIF and WebP at 480, 960 and 1600 px beside a large photo, served immutable", async () => {
    const photo = await upload(owner.client, await png(2400, 1600));
    expect(photo).toMatchObject({ width: 2000, height: 1333, widths: [480, 960, 1600] });

    for (const width of photo.widths) {
      for (const format of ["avif", "webp"] as const) {
        const res = await t.client().get(uploadVariantSrc(photo.id, width, format));
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe(`image/${format}`);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        const meta = await sharp(res.rawPayload).metadata();
        // libvips reads AVIF through libheif and names the container "heif".
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        if (format === "avif") expect(meta.compression).toBe("av1");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 1333) / 2000));
      }
    }
    // The original stays where every older row points.
    const original = await t.client().get(photo.src);
    expect(original.headers["content-type"]).toBe("image/webp");
    expect((await sharp(original.rawPayload).metadata()).width).toBe(2000);
  });

  it("never enlarges: an 800 px photo gets 480 and its own width", async () => {
    const photo = await upload(owner.client, await png(800, 600));
    expect(photo.widths).toEqual([480, 800]);
    const top = await t.client().get(uploadVariantSrc(photo.id, 800, "avif"));
    expect((await sharp(top.rawPayload).metadata()).width).toBe(800);
    expect((await t.client().get(uploadVariantSrc(photo.id, 960, "avif"))).statusCode).toBe(404);
  });

  it("answers 404 for a name that mixes the kinds", async () => {
    const photo = await upload(owner.client, await png(800, 600));
    const c = t.client();
    expect((await c.get(`/uploads/${photo.id}.avif`)).statusCode).toBe(404);
    expect((await c.get(`/uploads/${photo.id}-w480.pdf`)).statusCode).toBe(404);
    expect((await c.get(`/uploads/${photo.id}-w0480.avif`)).statusCode).toBe(404);
  });

  it("deletes an upload with its variants, for its owner only", async () => {
    const photo = await upload(owner.client, await png(1200, 900));
    const names = [`${photo.id}.webp`, ...variantNames(photo.id, photo.widths)];
    expect(photo.widths).toEqual([480, 960, 1200]);
    for (const name of names) expect(await exists(name)).toBe(true);

    const byOther = await other.client.request("DELETE", `/api/uploads/${photo.id}`);
    expect(byOther.statusCode).toBe(404);
    expect(await exists(`${photo.id}-w480.avif`)).toBe(true);
    const signedOut = await t.client().request("DELETE", `/api/uploads/${photo.id}`);
    expect(signedOut.statusCode).toBe(401);

    const res = await owner.client.request("DELETE", `/api/uploads/${photo.id}`);
    expect(res.statusCode).toBe(204);
    for (const name of names) expect(await exists(name)).toBe(false);
    expect((await t.client().get(uploadVariantSrc(photo.id, 480, "avif"))).statusCode).toBe(404);
    expect((await owner.client.request("DELETE", `/api/uploads/${photo.id}`)).statusCode).toBe(404);
  });
});

describe("listing photos", () => {
  it("carry the size and variant widths from the uploads row, whatever the client sent", async () => {
    const photo = await upload(owner.client, await png(1600, 1200));
    const sent = { src: photo.src, alt: "Courtyard", width: 9, height: 9, widths: [4000] };
    const [stored] = await assertOwnPhotos(t.db, owner.id, [sent], []);
    expect(stored).toEqual({
      src: photo.src,
      alt: "Courtyard",
      width: 1600,
      height: 1200,
      widths: [480, 960, 1600],
    });
  });

  it("keep an upload from before variants as its one WebP (no widths), still served", async () => {
    // A row and file as the uploads pipeline wrote them before issue #21.
    const id = randomUUID();
    const webp = await sharp(await png(900, 600))
      .webp()
      .toBuffer();
    await writeFile(fileOf(`${id}.webp`), webp);
    await t.db.insert(uploads).values({
      id,
      ownerId: owner.id,
      contentType: "image/webp",
      width: 900,
      height: 600,
      bytes: webp.length,
    });

    const src = `/uploads/${id}.webp`;
    const [stored] = await assertOwnPhotos(t.db, owner.id, [{ src, alt: "Old" }], []);
    expect(stored).toEqual({ src, alt: "Old" });
    const served = await t.client().get(src);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await readFile(fileOf(`${id}.webp`)))).toBe(true);
    expect((await t.client().get(uploadVariantSrc(id, 480, "avif"))).statusCode).toBe(404);

    // Deleting it removes the one file it has.
    expect((await owner.client.request("DELETE", `/api/uploads/${id}`)).statusCode).toBe(204);
    expect(await exists(`${id}.webp`)).toBe(false);
  });

  it("keep what a listing already had for a photo it keeps", async () => {
    const kept = { src: "/media/venues/barn-1.svg", alt: "Barn" };
    const [stored] = await assertOwnPhotos(t.db, owner.id, [{ ...kept, widths: [480] }], [kept]);
    expect(stored).toEqual(kept);
  });
});
