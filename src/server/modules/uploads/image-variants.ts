import sharp, { type Sharp } from "sharp";
import {
  uploadVariantSrc,
  VARIANT_FORMATS,
  variantWidthsFor,
  type VariantFormat,
} from "@shared/rules/upload-images";

/**
 * The encodings of an uploaded photo (issue #21, docs/decisions/051): the original WebP (at most 2000 px,
 * the URL every older row points at) and, beside it, AVIF and WebP variants at the widths of
 * `variantWidthsFor`. The photo is decoded, turned and shrunk once; every encoding starts from those
 * pixels.
 */

/** Quality 82 keeps the original as before; the variants are seen smaller, where 78 looks the same. */
const ORIGINAL_WEBP = { quality: 82 } as const;
const VARIANT_WEBP = { quality: 78, effort: 4 } as const;
/**
 * AVIF at quality 50 looks like the WebP at about two thirds of its bytes. Effort 2 (of 0–9): effort 4
 * saves another ~20% but takes ~7 s for the 1600 px AVIF alone on this 2-core machine; effort 0 is 2–5×
 * faster and ~12% larger (`npm run bench:uploads`, figures in decision 051).
 */
const VARIANT_AVIF = { quality: 50, effort: 2, chromaSubsampling: "4:2:0" } as const;

export type EncodedFile = { key: string; bytes: Buffer; contentType: string };
export type EncodedImage = {
  width: number;
  height: number;
  original: EncodedFile;
  variants: EncodedFile[];
  variantWidths: number[];
};

const contentTypes: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** The key of a variant in storage: its served name without the leading "/uploads/". */
export const variantKey = (id: string, width: number, format: VariantFormat) =>
  uploadVariantSrc(id, width, format).slice("/uploads/".length);

/** Every storage key of an image upload: the original and each variant. */
export function imageKeys(id: string, variantWidths: readonly number[]): string[] {
  return [
    `${id}.webp`,
    ...variantWidths.flatMap((w) => VARIANT_FORMATS.map((format) => variantKey(id, w, format))),
  ];
}

/** Encodes `image` (already turned upright and shrunk to the stored size) as the original and its variants. */
export async function encodeImage(id: string, image: Sharp): Promise<EncodedImage> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const variantWidths = variantWidthsFor(info.width);
  const encode = async (format: VariantFormat, width: number): Promise<EncodedFile> => {
    const pipeline = sharp(data, raw);
    if (width < info.width) pipeline.resize({ width });
    const bytes =
      format === "avif"
        ? await pipeline.avif(VARIANT_AVIF).toBuffer()
        : await pipeline.webp(VARIANT_WEBP).toBuffer();
    return { key: variantKey(id, width, format), bytes, contentType: contentTypes[format] };
  };
  const [original, ...variants] = await Promise.all([
    sharp(data, raw)
      .webp(ORIGINAL_WEBP)
      .toBuffer()
      .then((bytes) => ({ key: `${id}.webp`, bytes, contentType: "image/webp" })),
    ...variantWidths.flatMap((w) => VARIANT_FORMATS.map((format) => encode(format, w))),
  ]);
  return { width: info.width, height: info.height, original: original, variants, variantWidths };
}
