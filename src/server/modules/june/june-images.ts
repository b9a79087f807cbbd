import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Storage } from "../../providers/storage/storage";
import { sniffImageType } from "../uploads/image-type";
import { storeImage } from "../uploads/uploads.service";

/** Issue #19: what June accepts (an SVG can carry a script; HEIC/AVIF are not read by her engines). */
const JUNE_IMAGE_TYPES = new Set(["jpeg", "png", "webp", "gif"]);

export const JUNE_IMAGE_REFUSED =
  "June can look at JPEG, PNG, WebP or GIF pictures. Please attach the image in one of those formats.";

/**
 * A couple's attached image (a data URL from the chat) through the uploads pipeline (issue #11): checked by
 * its bytes (raster only), re-encoded to WebP by sharp (metadata stripped) and stored by the storage
 * provider. The history keeps `src` (/uploads/{id}.webp) instead of the data URL; the engine gets
 * `dataUrl`, the stored bytes, for this message.
 */
export async function attachJuneImage(
  deps: { db: Db; storage: Storage },
  ownerId: string,
  dataUrl: string,
): Promise<{ src: string; dataUrl: string }> {
  const comma = dataUrl.indexOf(",");
  const data = Buffer.from(dataUrl.slice(comma + 1), "base64");
  const type = sniffImageType(data);
  if (!type || !JUNE_IMAGE_TYPES.has(type)) throw new AppError("BAD_REQUEST", JUNE_IMAGE_REFUSED);
  const { photo, webp } = await storeImage(deps.db, { ownerId, storage: deps.storage, data, minSize: false });
  return { src: photo.src, dataUrl: `data:image/webp;base64,${webp.toString("base64")}` };
}
