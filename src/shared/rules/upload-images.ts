/**
 * Where an uploaded photo and its responsive variants live, and the `srcset`/`sizes` a page gives the
 * browser to choose among them (issue #21, docs/decisions/051). Zod-free and React-free: the listing card
 * in the first load, the server-rendered wedding website and the upload service all read it.
 */

/** The widths encoded beside each upload (AVIF and WebP): a phone's card, a 2× card or tablet, a 2× hero. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const LARGEST_VARIANT = 1600;
export type VariantFormat = "avif" | "webp";
export const VARIANT_FORMATS: readonly VariantFormat[] = ["avif", "webp"];

/** The path of an uploaded photo (the original WebP, at most 2000 px on the long edge). */
export const uploadSrc = (id: string) => `/uploads/${id}.webp`;
/** The path of one responsive variant of an upload. */
export const uploadVariantSrc = (id: string, width: number, format: VariantFormat) =>
  `/uploads/${id}-w${width}.${format}`;

const uploadSrcPattern = /^\/uploads\/([0-9a-f-]{36})\.webp$/;
/** The upload id of an original photo's path; undefined for anything else (an SVG illustration, …). */
export function uploadIdOf(src: string): string | undefined {
  return uploadSrcPattern.exec(src)?.[1];
}

/**
 * The variant widths for a photo `width` px wide: never wider than the photo (no upscaling), and each
 * at least 1.25× the one below, so no two candidates are near-duplicates. The top one is the photo's own
 * width when that is under the largest step, so the best candidate exists in AVIF too.
 */
export function variantWidthsFor(width: number): number[] {
  if (!Number.isFinite(width) || width < 1) return [];
  const top = Math.min(Math.round(width), LARGEST_VARIANT);
  return [...VARIANT_WIDTHS.filter((w) => w * 1.25 <= top), top];
}

/** What a page knows of a photo: uploads carry their size and variant widths; SVGs and older uploads don't. */
export type ResponsivePhoto = { src: string; width?: number; widths?: number[] };

export type PictureSources = { avif: string; webp: string };

/**
 * The `srcset` of each `<source>` for a photo with variants, or null when it has none (an SVG
 * illustration, or an upload from before variants existed: it is shown from its one WebP). The WebP
 * list ends with the original when it is wider than the largest variant.
 */
export function pictureSources(photo: ResponsivePhoto): PictureSources | null {
  const id = uploadIdOf(photo.src);
  const widths = photo.widths ?? [];
  if (!id || widths.length === 0) return null;
  const list = (format: VariantFormat) => widths.map((w) => `${uploadVariantSrc(id, w, format)} ${w}w`);
  const webp = list("webp");
  const largest = Math.max(...widths);
  if (photo.width && photo.width > largest) webp.push(`${photo.src} ${photo.width}w`);
  return { avif: list("avif").join(", "), webp: webp.join(", ") };
}

/**
 * `sizes` for each layout a listing or uploaded photo is drawn in; the server's preload of a page's
 * first photo uses the same strings, so the browser fetches that candidate once.
 */
export const photoSizes = {
  /** A results card: one column on a phone, two from 640 px (beside the filters from 1024), three from 1280. */
  card: "(min-width: 1280px) 300px, (min-width: 1024px) calc(50vw - 194px), (min-width: 640px) calc(50vw - 42px), calc(100vw - 40px)",
  /** A four-column results grid (saved venues). */
  cardQuarter: "(min-width: 1024px) 270px, (min-width: 640px) calc(50vw - 42px), calc(100vw - 40px)",
  /** A listing page's main photo: beside a 22rem column from 1024 px in a 72rem page, the page width below. */
  hero: "(min-width: 1216px) 688px, (min-width: 1024px) calc(100vw - 464px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  /** A saved venue: a 96 px thumbnail on a phone, then a card two or three a row. */
  savedCard: "(min-width: 1024px) 300px, (min-width: 640px) calc(50vw - 42px), 96px",
  /** Gallery thumbnails: four to five a row. */
  thumb: "(min-width: 640px) 160px, 25vw",
  /** A wedding website's photos: two columns of a 42rem page, one on a narrow phone. */
  websitePhoto: "(min-width: 712px) 330px, (min-width: 436px) calc(50vw - 26px), calc(100vw - 40px)",
  /** A chat attachment's thumbnail (at most 176 px wide). */
  chatThumb: "176px",
  /** A photo opened full size in a dialog. */
  lightbox: "min(95vw, 64rem)",
  /** Small squares and avatars (up to 96 px). */
  icon: "96px",
  /** A preview column or editor tile (about a third of a page at most). */
  tile: "(min-width: 640px) 360px, calc(100vw - 40px)",
} as const;
export type PhotoLayout = keyof typeof photoSizes;
