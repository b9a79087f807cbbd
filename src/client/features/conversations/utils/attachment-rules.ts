import { ATTACHMENTS_MAX } from "@shared/schemas/collaboration";
import { MAX_UPLOAD_BYTES } from "@shared/schemas/uploads";

/** What the file picker offers and the uploads API accepts for a message: images and PDFs. */
export const ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"];
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.join(",");

export const isImage = (contentType: string) => contentType.startsWith("image/");

/** Why a chosen file cannot be attached, or null: checked before uploading to spare a doomed upload. */
export function attachmentProblem(file: { name: string; type: string; size: number }, count: number) {
  if (count >= ATTACHMENTS_MAX) return `Attach at most ${ATTACHMENTS_MAX} files.`;
  if (!ATTACHMENT_TYPES.includes(file.type))
    return `${file.name}: attach an image (JPEG, PNG, WebP, GIF) or a PDF.`;
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is over 10 MB.`;
  return null;
}

/** "840 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
