/** Image formats we accept, recognised from their first bytes (never the file name or declared type). */
export type ImageType = "jpeg" | "png" | "webp" | "gif" | "avif" | "heic";

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type the magic bytes say, or null for anything else (text, PDF, SVG, executables…). */
export function sniffImageType(buf: Uint8Array): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(buf, ascii("RIFF")) && startsWith(buf, ascii("WEBP"), 8)) return "webp";
  if (startsWith(buf, ascii("GIF87a")) || startsWith(buf, ascii("GIF89a"))) return "gif";
  // ISO BMFF: 4-byte box size, then "ftyp" and the major brand.
  if (startsWith(buf, ascii("ftyp"), 4)) {
    if (startsWith(buf, ascii("avif"), 8) || startsWith(buf, ascii("avis"), 8)) return "avif";
    if (["heic", "heix", "mif1", "msf1"].some((brand) => startsWith(buf, ascii(brand), 8))) return "heic";
  }
  return null;
}

/** A PDF by its magic bytes ("%PDF-"); chat attachments accept it (issue #13). */
export function isPdf(buf: Uint8Array): boolean {
  return startsWith(buf, ascii("%PDF-"));
}
