import { z } from "zod";

/**
 * Photo uploads (issue #3). The server checks the bytes, re-encodes to WebP (metadata dropped) and answers
 * where the photo now lives; listings then refer to it by `src`.
 */

/** The largest file the server accepts; the uploader checks it first to spare a doomed upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Smallest accepted photo: the longer side at least 400 px and the shorter at least 300 px. */
export const MIN_PHOTO_LONG_SIDE = 400;
export const MIN_PHOTO_SHORT_SIDE = 300;

export const uploadedPhotoSchema = z.object({
  id: z.string(),
  /** Site-relative: "/uploads/{id}.webp". */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /**
   * The widths of the responsive variants served at /uploads/{id}-w{width}.avif and .webp (issue #21);
   * empty for a PDF.
   */
  widths: z.array(z.number().int()),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/**
 * What POST /api/uploads answers: the photo's fields (unchanged for images), plus what a chat attachment
 * shows (issue #13). A PDF is kept as sent: `src` ends in ".pdf", width and height are 0.
 */
export const uploadedFileSchema = uploadedPhotoSchema.extend({
  contentType: z.string(),
  /** The file's name as uploaded (PDFs); "" for photos, which are re-encoded. */
  name: z.string(),
  bytes: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Longest kept file name (attachments show it). */
export const UPLOAD_NAME_MAX = 120;

/** The path of an uploaded photo, and its id back from a path (zod-free, for the first load). */
export { uploadIdOf, uploadSrc } from "../rules/upload-images";
/** The path of an uploaded PDF (chat attachments, issue #13). */
export const uploadPdfSrc = (id: string) => `/uploads/${id}.pdf`;

export const uploadMessages = {
  wrongType: "Please upload a JPEG, PNG, WebP or GIF image.",
  tooBig: "Photos can be up to 10 MB.",
  corrupt: "We couldn't read that image. It may be damaged — please try another file.",
  tooSmall: `This photo is too small. Please use one at least ${MIN_PHOTO_LONG_SIDE}×${MIN_PHOTO_SHORT_SIDE} pixels.`,
  tooManyPixels: "This photo has too many pixels (over 50 megapixels). Please resize it and try again.",
  noFile: "Choose a photo to upload.",
} as const;
