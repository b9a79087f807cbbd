import type { GraceVoice, HelpTicketCreate } from "@shared/schemas/grace";
import type { GraceReply, HelpTicketSummary } from "@shared/schemas/help";
import { api } from "@client/lib/api";

/** Grace's API (issue #17). Who is asking is the session's business: no user id is ever sent. */

export type GraceHistoryTurn = { role: "user" | "assistant"; content: string };

export const sendGraceMessage = (
  body: { message: string; conversationHistory: GraceHistoryTurn[]; isVoice: boolean; hasTicket: boolean },
  signal?: AbortSignal,
) => api<GraceReply>("POST", "/api/grace/messages", body, signal ? { signal } : undefined);

export const getGraceVoice = () => api<GraceVoice>("GET", "/api/grace/voice");

export const transcribeRecording = (body: { audio: string; contentType: string }) =>
  api<{ text: string }>("POST", "/api/grace/transcriptions", body);

export const createHelpTicket = (body: HelpTicketCreate) =>
  api<{ ticket: HelpTicketSummary }>("POST", "/api/help/tickets", body, { idempotent: true });
