import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { ChatAttachment } from "@shared/schemas/collaboration";
import type { Photo } from "@shared/schemas/marketplace";
import {
  MIN_PHOTO_LONG_SIDE,
  MIN_PHOTO_SHORT_SIDE,
  UPLOAD_NAME_MAX,
  uploadIdOf,
  uploadMessages,
  uploadPdfSrc,
  uploadSrc,
  type UploadedFile,
  type UploadedPhoto,
} from "@shared/schemas/uploads";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/uploads";
import { AppError, notFound } from "../../errors";
import type { Storage } from "../../providers/storage/storage";
import { encodeImage, imageKeys, type EncodedImage } from "./image-variants";
import { isPdf, sniffImageType } from "./image-type";

/** Decoding bombs stop here: sharp refuses inputs above this many pixels before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Stored photos fit in this box (no enlargement). */
const MAX_EDGE = 2000;

/** A served name: the original WebP, a variant ({id}-w960.avif), or a PDF. */
const storedName = /^([0-9a-f-]{36})(-w[1-9][0-9]{1,3})?\.(webp|avif|pdf)$/;
const PDF_TYPE = "application/pdf";

/**
 * Checks an uploaded file by its bytes. A PDF (chat attachments, issue #13) is kept as sent with its
 * name; an image is re-encoded to WebP (EXIF orientation applied; EXIF, GPS, ICC and comments dropped,
 * since sharp writes no metadata unless asked). Either is stored with its owner recorded.
 */
export async function storeUpload(
  db: Db,
  opts: { ownerId: string; storage: Storage; data: Buffer; fileName?: string | undefined },
): Promise<UploadedFile> {
  if (isPdf(opts.data)) return storePdf(db, { ...opts, fileName: opts.fileName ?? "" });
  const { photo, webp } = await storeImage(db, { ...opts, minSize: true });
  return { ...photo, contentType: "image/webp", name: "", bytes: webp.length };
}

/** A file name safe to keep and show: no path, no control characters, bounded, ending in ".pdf". */
export function cleanPdfName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .trim();
  // By code points, so a cut never splits a surrogate pair.
  const stem = Array.from(cleaned.replace(/\.pdf$/i, ""))
    .slice(0, UPLOAD_NAME_MAX - 4)
    .join("")
    .trim();
  return `${stem || "document"}.pdf`;
}

async function storePdf(
  db: Db,
  opts: { ownerId: string; storage: Storage; data: Buffer; fileName: string },
): Promise<UploadedFile> {
  const id = randomUUID();
  const key = `${id}.pdf`;
  const name = cleanPdfName(opts.fileName);
  await opts.storage.put(key, opts.data, PDF_TYPE);
  try {
    await db.insert(uploads).values({
      id,
      ownerId: opts.ownerId,
      contentType: PDF_TYPE,
      width: 0,
      height: 0,
      bytes: opts.data.length,
      fileName: name,
    });
  } catch (err) {
    await opts.storage.delete(key).catch(() => undefined);
    throw err;
  }
  return {
    id,
    src: uploadPdfSrc(id),
    width: 0,
    height: 0,
    widths: [],
    contentType: PDF_TYPE,
    name,
    bytes: opts.data.length,
  };
}

/**
 * The uploads `ids` as chat attachments, when every one is `ownerId`'s own; null when any is missing or
 * someone else's (the message is then refused).
 */
export async function attachmentsOf(
  db: Db,
  ownerId: string,
  ids: string[],
): Promise<ChatAttachment[] | null> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: uploads.id,
      contentType: uploads.contentType,
      bytes: uploads.bytes,
      fileName: uploads.fileName,
      width: uploads.width,
      height: uploads.height,
      variantWidths: uploads.variantWidths,
    })
    .from(uploads)
    .where(and(inArray(uploads.id, unique), eq(uploads.ownerId, ownerId)));
  if (rows.length !== unique.length) return null;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const r = byId.get(id)!;
    const pdf = r.contentType === PDF_TYPE;
    return {
      uploadId: id,
      name: r.fileName || (pdf ? "document.pdf" : "photo.webp"),
      contentType: r.contentType,
      bytes: r.bytes,
      url: pdf ? uploadPdfSrc(id) : uploadSrc(id),
      ...(r.variantWidths.length > 0 ? { width: r.width, height: r.height, widths: r.variantWidths } : {}),
    };
  });
}

/**
 * storeUpload for any image of the uploads pipeline, also returning the stored (re-encoded, metadata-free)
 * WebP bytes. `minSize` applies the listing-photo minimum; chat images (June) may be small.
 */
export async function storeImage(
  db: Db,
  opts: { ownerId: string; storage: Storage; data: Buffer; minSize: boolean },
): Promise<{ photo: UploadedPhoto; webp: Buffer }> {
  if (!sniffImageType(opts.data)) throw new AppError("BAD_REQUEST", uploadMessages.wrongType);

  const id = randomUUID();
  let encoded: EncodedImage;
  try {
    const image = sharp(opts.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    // Orientations 5–8 turn the picture a quarter, so its displayed width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    if (opts.minSize && isTooSmall(width ?? 0, height ?? 0))
      throw new AppError("BAD_REQUEST", uploadMessages.tooSmall);
    encoded = await encodeImage(
      id,
      image.rotate().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true }),
    );
  } catch (err) {
    if (err instanceof AppError) throw err;
    const message = err instanceof Error ? err.message : "";
    if (/pixel limit/i.test(message)) throw new AppError("BAD_REQUEST", uploadMessages.tooManyPixels);
    throw new AppError("BAD_REQUEST", uploadMessages.corrupt);
  }

  const { width, height, original, variants, variantWidths } = encoded;
  const files = [original, ...variants];
  try {
    await Promise.all(files.map((f) => opts.storage.put(f.key, f.bytes, f.contentType)));
    await db.insert(uploads).values({
      id,
      ownerId: opts.ownerId,
      contentType: "image/webp",
      width,
      height,
      bytes: original.bytes.length,
      variantWidths,
    });
  } catch (err) {
    await deleteKeys(opts.storage, imageKeys(id, variantWidths));
    throw err;
  }
  return {
    photo: { id, src: uploadSrc(id), width, height, widths: variantWidths },
    webp: original.bytes,
  };
}

/** Removes stored objects; a failure to remove one leaves an orphan file, never a failed request. */
async function deleteKeys(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Deletes one of the owner's uploads: its row, then its stored files (an image's variants included).
 * Someone else's upload, or none, answers 404 alike.
 */
export async function deleteUpload(db: Db, storage: Storage, opts: { ownerId: string; id: string }) {
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, opts.id), eq(uploads.ownerId, opts.ownerId)))
    .returning({ contentType: uploads.contentType, variantWidths: uploads.variantWidths });
  if (!row) throw notFound("We couldn't find that upload.");
  const keys = row.contentType === PDF_TYPE ? [`${opts.id}.pdf`] : imageKeys(opts.id, row.variantWidths);
  await Promise.all(keys.map((key) => storage.delete(key)));
}

export type StoredFile = { bytes: Buffer; contentType: string; fileName: string };

/** A stored upload by its served name, or null when the name is malformed or no such object exists. */
export async function readUpload(db: Db, storage: Storage, name: string): Promise<StoredFile | null> {
  const match = storedName.exec(name);
  if (!match || (match[2] && match[3] === "pdf") || (!match[2] && match[3] === "avif")) return null;
  // Images need no row: the name is the key, and a missing variant (an older upload's) is a missing file.
  if (match[3] !== "pdf") {
    const bytes = await storage.get(name);
    return bytes && { bytes, contentType: `image/${match[3]}`, fileName: "" };
  }
  const [row] = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.id, match[1]!), eq(uploads.contentType, PDF_TYPE)));
  if (!row) return null;
  const bytes = await storage.get(name);
  return bytes && { bytes, contentType: PDF_TYPE, fileName: row.fileName };
}

/**
 * A listing may show only photos it already has (seeded illustrations included) or photos this user
 * uploaded. Anything else (another user's upload, an outside URL, a made-up path) is refused. Answers the
 * photos to store: each upload with its size and variant widths from its row (issue #21), whatever the
 * client sent; a photo the listing already had keeps what it had.
 */
export async function assertOwnPhotos(
  db: Db,
  userId: string,
  photos: Photo[],
  existing: Photo[],
): Promise<Photo[]> {
  const kept = new Map(existing.map((p) => [p.src, p]));
  const ids = new Set<string>();
  for (const photo of photos) {
    if (kept.has(photo.src)) continue;
    const id = uploadIdOf(photo.src);
    if (!id) throw photoNotFound();
    ids.add(id);
  }
  const owned =
    ids.size === 0
      ? []
      : await db
          .select({
            id: uploads.id,
            width: uploads.width,
            height: uploads.height,
            variantWidths: uploads.variantWidths,
          })
          .from(uploads)
          .where(and(inArray(uploads.id, [...ids]), eq(uploads.ownerId, userId)));
  if (owned.length !== ids.size) throw photoNotFound();
  // The listing-photo minimum holds for every upload a listing shows (issue #18), also one stored
  // without it (a picture sent to June may be small) and referenced here by its path.
  if (owned.some((u) => isTooSmall(u.width, u.height)))
    throw new AppError("VALIDATION", uploadMessages.tooSmall, {
      fields: { photos: uploadMessages.tooSmall },
    });
  const byId = new Map(owned.map((u) => [u.id, u]));
  return photos.map(({ src, alt }) => {
    const row = byId.get(uploadIdOf(src) ?? "");
    if (row) return photoOf(src, alt, row);
    const { width, height, widths } = kept.get(src) ?? {};
    return { src, alt, ...(width && height && widths ? { width, height, widths } : {}) };
  });
}

/** A stored photo entry; the variant fields only when the upload has variants (older ones have none). */
function photoOf(
  src: string,
  alt: string,
  row: { width: number; height: number; variantWidths: number[] },
): Photo {
  if (row.variantWidths.length === 0) return { src, alt };
  return { src, alt, width: row.width, height: row.height, widths: row.variantWidths };
}

function isTooSmall(width: number, height: number): boolean {
  return Math.max(width, height) < MIN_PHOTO_LONG_SIDE || Math.min(width, height) < MIN_PHOTO_SHORT_SIDE;
}

const PHOTO_NOT_FOUND = "One of the photos was not found. Please upload it again.";
// On the form's photos input (the venue editor opens that step).
const photoNotFound = () =>
  new AppError("VALIDATION", PHOTO_NOT_FOUND, { fields: { photos: PHOTO_NOT_FOUND } });
