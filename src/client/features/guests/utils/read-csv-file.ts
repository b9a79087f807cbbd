import { GUEST_LIMITS } from "@shared/schemas/guests";

/** The server's message for the same case (importRequestSchema), so both sides say one thing. */
export const TOO_BIG = "The file is over 2 MB; split it into smaller files.";
export const NOT_UTF8 =
  "This file is not UTF-8 text, so some letters cannot be read. Save it as “CSV UTF-8” (Excel: File → Save As) and try again.";

/** Reads a chosen file as UTF-8 text, or says why it cannot (too big, another encoding). */
export async function readCsvFile(file: File): Promise<{ csv: string } | { error: string }> {
  if (file.size > GUEST_LIMITS.importBytes) return { error: TOO_BIG };
  try {
    // fatal: bytes that are not UTF-8 (a Latin-1 export, say) fail here rather than turning into “�”.
    return { csv: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { error: NOT_UTF8 };
  }
}
