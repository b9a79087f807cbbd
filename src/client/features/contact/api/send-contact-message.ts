import type { ContactMessage } from "@shared/schemas/contact";
import { api } from "@client/lib/api";

/** POST /api/contact → 201 { ok: true }. Failures throw ApiError carrying the server's message. */
export function sendContactMessage(input: ContactMessage) {
  return api<{ ok: true }>("POST", "/api/contact", input, { idempotent: true });
}
