import { MAX_UPLOAD_BYTES } from "@shared/schemas/uploads";

/** Pure rules of the photo uploader, tested alone (photo-rules.test.ts). */

/** A readable default alt text from a file name: "IMG_2041-great-hall.jpg" → "IMG 2041 great hall". */
export function altFromFileName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, "");
  const words = base
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return words.slice(0, 120) || "Venue photo";
}

/** What is wrong with a file before it is sent, or null; the server checks again by the bytes. */
export function precheckFile(file: { name: string; size: number; type: string }): string | null {
  if (file.type && !file.type.startsWith("image/"))
    return `${file.name} is not an image. Please choose a JPEG, PNG, WebP or GIF photo.`;
  if (file.size > MAX_UPLOAD_BYTES)
    return `${file.name} is larger than 10 MB. Please choose a smaller photo.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** The list with the item at `from` moved to `to` (clamped); the same array when nothing moves. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return items;
  const next = items.slice();
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** How many of `wanted` new files still fit under `max`, given the photos already there or uploading. */
export function roomFor(wanted: number, current: number, max: number): number {
  return Math.max(0, Math.min(wanted, max - current));
}
