import {
  AI_WRITER_FAILURE_MESSAGE,
  parseAiDraftEvent,
  type DescriptionDraftRequest,
  type ReplyDraftRequest,
} from "@shared/schemas/vendor-ai";
import { ApiError } from "./api";
import { postEventStream } from "./sse";

/** Where a draft comes from: a listing's description (facts from the form) or a reply to an inquiry. */
export type DraftSource =
  | { type: "description"; body: DescriptionDraftRequest }
  | { type: "reply"; inquiryId: string; body: ReplyDraftRequest };

function requestOf(source: DraftSource): { url: string; body: unknown } {
  return source.type === "description"
    ? { url: "/api/vendor-ai/description", body: source.body }
    : {
        url: `/api/vendor-ai/inquiries/${encodeURIComponent(source.inquiryId)}/reply-draft`,
        body: source.body,
      };
}

/**
 * Asks the AI writer for a draft and streams it: `onText` gets the draft so far after each piece.
 * Resolves with the whole draft; throws ApiError with a message to show (the server's for a refusal —
 * validation, rights, limits — else the writer's failure text), or an AbortError when `signal` fires.
 */
export async function streamDraft(
  source: DraftSource,
  onText: (textSoFar: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const { url, body } = requestOf(source);
  const got = { text: "", final: null as string | null, failure: null as string | null };
  await postEventStream(
    url,
    body,
    ({ event, data }) => {
      const parsed = parseAiDraftEvent(event, data);
      if (!parsed) return;
      if (parsed.event === "delta") {
        got.text += parsed.data.text;
        onText(got.text);
      } else if (parsed.event === "done") got.final = parsed.data.text;
      else got.failure = parsed.data.message;
    },
    {
      signal,
      failureMessage: AI_WRITER_FAILURE_MESSAGE,
      // Refusals (validation, rights, limits) say what to do; a server failure gets the writer's text.
      serverMessageShown: (status) => status < 500,
    },
  );
  if (got.failure !== null) throw new ApiError(200, "AI_FAILED", got.failure);
  // A stream that ended without its last event was cut off.
  if (got.final === null) throw new ApiError(200, "AI_FAILED", AI_WRITER_FAILURE_MESSAGE);
  return got.final;
}
