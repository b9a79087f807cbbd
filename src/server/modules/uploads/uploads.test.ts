import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "@shared/schemas/uploads";
import { multipart } from "../../testing/multipart";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { uploadsDirOf } from "../../providers/storage/local-storage";
import { assertOwnPhotos } from "./uploads.service";

let t: TestApp;
let owner: { id: string; client: Client };
let vendor: { id: string; client: Client };
let couple: { id: string; client: Client };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.quickUser({ kind: "venue_owner" });
  vendor = await t.quickUser({ kind: "vendor" });
  couple = await t.quickUser({ kind: "couple" });
});
afterAll(async () => {
  await t?.close();
});

const upload = (c: Client, data: Buffer, filename?: string, type?: string) => {
  const { body, headers } = multipart(data, filename, type);
  return c.request("POST", "/api/uploads", { body, headers });
};

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 140 } } })
    .png()
    .toBuffer();

type Uploaded = { id: string; src: string; width: number; height: number };

describe("POST /api/uploads", () => {
  it("stores a real PNG as WebP and serves it back with immutable caching", async () => {
    const res = await upload(owner.client, await png());
    expect(res.statusCode).toBe(201);
    const body = res.json<Uploaded>();
    expect(body).toMatchObject({ src: `/uploads/${body.id}.webp`, width: 800, height: 600 });

    const stored = await readFile(path.join(uploadsDirOf(t.config.DATA_DIR), `${body.id}.webp`));
    expect((await sharp(stored).metadata()).format).toBe("webp");

    const served = await t.client().get(body.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it("shrinks large photos to fit 2000×2000 and applies EXIF orientation", async () => {
    // Stored 3000×1000 with orientation 6 (turn a quarter clockwise): displayed 1000×3000.
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#ccc" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(vendor.client, big, "tall.jpg", "image/jpeg");
    expect(res.statusCode).toBe(201);
    expect(res.json<Uploaded>()).toMatchObject({ width: 667, height: 2000 });
  });

  it("drops EXIF (GPS included) from a JPEG", async () => {
    const withGps = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a9" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "Phone", Model: "Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 29/1 0/1", GPSLongitudeRef: "W" },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload(owner.client, withGps, "IMG_0001.jpg", "image/jpeg");
    expect(res.statusCode).toBe(201);
    const served = await t.client().get(res.json<Uploaded>().src);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it("judges the bytes, not the name: a text file called .png is refused", async () => {
    const res = await upload(owner.client, Buffer.from("definitely not a picture"), "cat.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "BAD_REQUEST", message: uploadMessages.wrongType } });
  });

  it("refuses a file that looks like an image but does not decode", async () => {
    const broken = (await png()).subarray(0, 60);
    const res = await upload(owner.client, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: uploadMessages.corrupt } });
  });

  it("refuses photos smaller than 400×300", async () => {
    const res = await upload(owner.client, await png(399, 300));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: uploadMessages.tooSmall } });
    // Portrait is fine at 300×400.
    expect((await upload(owner.client, await png(300, 400))).statusCode).toBe(201);
  });

  it("answers 413 past 10 MB", async () => {
    const huge = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(owner.client, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { message: uploadMessages.tooBig } });
  });

  it("refuses a request without a file", async () => {
    const res = await owner.client.post("/api/uploads", { file: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: uploadMessages.noFile } });
  });

  it("is for signed-in accounts: couples upload (wedding website photos), visitors get 401", async () => {
    const asCouple = await upload(couple.client, await png());
    expect(asCouple.statusCode).toBe(201);
    const signedOut = await upload(t.client(), await png());
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("PDFs (chat attachments, issue #13)", () => {
  const pdf = Buffer.from(
    "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n",
    "latin1",
  );

  it("keeps a PDF as sent, with its name, and serves it as a download under that name", async () => {
    const res = await upload(couple.client, pdf, "../../Menu – draft.pdf", "application/pdf");
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Uploaded & { contentType: string; name: string; bytes: number }>();
    expect(body).toEqual({
      id: body.id,
      src: `/uploads/${body.id}.pdf`,
      width: 0,
      height: 0,
      widths: [],
      contentType: "application/pdf",
      name: "Menu – draft.pdf",
      bytes: pdf.length,
    });
    const served = await t.client().get(body.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe(
      `attachment; filename="Menu _ draft.pdf"; filename*=UTF-8''Menu%20%E2%80%93%20draft.pdf`,
    );
    expect(served.headers["content-security-policy"]).toBe("sandbox");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers a photo upload as before, with its type and size added", async () => {
    const res = await upload(owner.client, await png());
    expect(res.json()).toMatchObject({ contentType: "image/webp", name: "", width: 800, height: 600 });
  });

  it("does not serve a PDF under a photo's name, nor a photo under a PDF's", async () => {
    const photo = (await upload(owner.client, await png())).json<Uploaded>();
    const doc = (await upload(owner.client, pdf, "a.pdf", "application/pdf")).json<Uploaded>();
    expect((await t.client().get(`/uploads/${doc.id}.webp`)).statusCode).toBe(404);
    expect((await t.client().get(`/uploads/${photo.id}.pdf`)).statusCode).toBe(404);
  });
});

describe("GET /uploads/:name", () => {
  it("answers 404 for unknown or malformed names", async () => {
    const c = t.client();
    expect((await c.get("/uploads/00000000-0000-4000-8000-000000000000.webp")).statusCode).toBe(404);
    expect((await c.get("/uploads/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(404);
    expect((await c.get("/uploads/not-a-photo.png")).statusCode).toBe(404);
  });
});

describe("assertOwnPhotos", () => {
  it("accepts the listing's current photos and the user's own uploads, nothing else", async () => {
    const mine = (await upload(owner.client, await png())).json<Uploaded>();
    const theirs = (await upload(vendor.client, await png())).json<Uploaded>();
    const seeded = { src: "/media/venues/barn-1.svg", alt: "Barn" };
    await expect(
      assertOwnPhotos(t.db, owner.id, [seeded, { src: mine.src, alt: "Mine" }], [seeded]),
    ).resolves.toEqual([seeded, { src: mine.src, alt: "Mine", width: 800, height: 600, widths: [480, 800] }]);
    const message = "One of the photos was not found. Please upload it again.";
    await expect(assertOwnPhotos(t.db, owner.id, [{ src: theirs.src, alt: "" }], [])).rejects.toThrow(
      message,
    );
    await expect(assertOwnPhotos(t.db, owner.id, [seeded], [])).rejects.toThrow(message);
    await expect(
      assertOwnPhotos(t.db, owner.id, [{ src: "https://evil.test/x.webp", alt: "" }], []),
    ).rejects.toThrow(message);
  });
});
