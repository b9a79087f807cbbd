import { z } from "zod";
import type { GuestType } from "./guests";
import { text, token } from "./strings";

/**
 * June, the couples' AI planning assistant (issue #4): the HTTP contract between the server
 * (`src/server/modules/june`) and the chat widget. Texts quoted from the product spec are word for word.
 *
 * - `GET /api/june/history` → `{ messages }`: the last 20 stored messages, oldest first.
 * - `POST /api/june/messages` `{ text, image? }` → `text/event-stream` of `JuneStreamEvent`s
 *   (`event: <name>\ndata: <json>\n\n`); 429 `{error:{code:"RATE_LIMITED"}}` before the stream starts.
 * - `POST /api/june/actions/:messageId/confirm|dismiss` → `{ message }` (June's new reply).
 * - `DELETE /api/june/history` → 204.
 * - `GET /api/june/welcome` → `{ text }`.
 */

/** The spec's reply-failure message (section 8), shown word for word. */
export const JUNE_FAILURE_MESSAGE =
  "I'm having trouble responding right now. Please try again in a moment! 💭";
/** The spec's welcome when the personalised welcome cannot be built. */
export const JUNE_FALLBACK_WELCOME =
  "Hi! I'm June — your personal wedding planner ✨ How can I help you today?";
/** The text sent with an image when the couple typed nothing. */
export const JUNE_DEFAULT_IMAGE_TEXT = "What can you tell me about this image?";

/** History shown in the widget. */
export const JUNE_HISTORY_LIMIT = 20;
/** Messages sent to the model (oldest first, the newest is the user's). */
export const JUNE_CONTEXT_MESSAGES = 10;
/** Saved venues in the couple's context. */
export const JUNE_CONTEXT_SAVED_VENUES = 5;
/** Longest message text. */
export const JUNE_MAX_TEXT = 4000;
/** Largest attached image (decoded bytes). */
export const JUNE_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The data URL of a 5 MB image: base64 (4/3) plus the `data:image/...;base64,` header. */
export const JUNE_MAX_IMAGE_DATA_URL = Math.ceil(JUNE_MAX_IMAGE_BYTES / 3) * 4 + 100;
/** Per couple: messages per minute and concurrent streams. */
export const JUNE_MESSAGES_PER_MINUTE = 8;
export const JUNE_CONCURRENT_STREAMS = 1;

export const juneEngineSchema = z.enum(["builtin", "openai"]);
export type JuneEngine = z.infer<typeof juneEngineSchema>;

const actionStatus = z.enum(["pending", "confirmed", "dismissed"]);
// The guest list's types, spelled out (a type-only import): the chat widget's chunk stays free of the
// guest list's schemas. `satisfies` keeps the two lists in step.
const guestTypes = [
  "family",
  "friend",
  "wedding_party",
  "plus_one",
  "child",
  "vendor",
] as const satisfies readonly GuestType[];

/** A write June proposed: save a venue, or add a household to the guest list (issue #12). */
export const pendingActionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("save_venue"),
    venueSlug: z.string(),
    venueName: z.string(),
    status: actionStatus,
  }),
  z.object({
    kind: z.literal("add_guests"),
    householdName: z.string(),
    guests: z.array(z.object({ name: z.string(), guestType: z.enum(guestTypes) })),
    plusOnes: z.number().int(),
    /** null: every event the couple has when they confirm. */
    eventIds: z.array(z.string()).nullable(),
    eventNames: z.array(z.string()),
    status: actionStatus,
  }),
  // Issue #16: money in integer cents; each carries the value it replaces (the confirm checks it is still so).
  z.object({
    kind: z.literal("set_total_budget"),
    amountCents: z.number().int(),
    previousCents: z.number().int().nullable(),
    status: actionStatus,
  }),
  z.object({
    kind: z.literal("set_category_allocation"),
    categoryId: z.string(),
    categoryName: z.string(),
    amountCents: z.number().int(),
    previousCents: z.number().int(),
    status: actionStatus,
  }),
  z.object({
    kind: z.literal("update_profile"),
    changes: z.array(
      z.object({
        field: z.enum(["weddingDate", "cityId", "guestCount"]),
        from: z.string().nullable(),
        to: z.string(),
        fromLabel: z.string(),
        toLabel: z.string(),
      }),
    ),
    status: actionStatus,
  }),
  z.object({
    kind: z.literal("remove_saved_venue"),
    venueSlug: z.string(),
    venueName: z.string(),
    status: actionStatus,
  }),
]);
export type JunePendingAction = z.infer<typeof pendingActionSchema>;

export const juneToolCallSchema = z.object({ name: z.string(), summary: z.string() });
export type JuneToolCall = z.infer<typeof juneToolCallSchema>;

export const juneMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  /** A data URL (user messages with an attached image). */
  image: z.string().optional(),
  createdAt: z.string(),
  engine: juneEngineSchema.optional(),
  tools: z.array(juneToolCallSchema).optional(),
  pendingAction: pendingActionSchema.optional(),
  /** The reply failed: `content` is the spec's failure message. */
  failed: z.boolean().optional(),
});
export type JuneMessage = z.infer<typeof juneMessageSchema>;

export const juneHistorySchema = z.object({ messages: z.array(juneMessageSchema) });
export type JuneHistory = z.infer<typeof juneHistorySchema>;

const imageDataUrl = z
  .string()
  .max(JUNE_MAX_IMAGE_DATA_URL, { message: "Images can be up to 5 MB." })
  .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i, { message: "Attach an image file." });

export const juneSendSchema = z
  .object({
    text: text({ max: JUNE_MAX_TEXT, tooLong: `Messages can be up to ${JUNE_MAX_TEXT} characters.` }),
    image: imageDataUrl.optional(),
  })
  .refine((v) => v.text.length > 0 || v.image !== undefined, {
    message: "Type a message or attach an image.",
    path: ["text"],
  });
export type JuneSend = z.input<typeof juneSendSchema>;

export const juneActionParamsSchema = z.object({ messageId: token(64) });

export const juneActionResultSchema = z.object({
  message: juneMessageSchema,
  /** The original assistant message, with its pendingAction status updated. */
  original: juneMessageSchema,
});
export type JuneActionResult = z.infer<typeof juneActionResultSchema>;

export const juneWelcomeSchema = z.object({ text: z.string() });
export type JuneWelcome = z.infer<typeof juneWelcomeSchema>;

/** Server-sent events of `POST /api/june/messages`, by event name. */
export const juneStreamEventSchemas = {
  /** The stored user message. */
  user: z.object({ message: juneMessageSchema }),
  /** A piece of June's reply text. */
  delta: z.object({ text: z.string() }),
  /** A tool June used ("Searched venues in Cleveland"). */
  tool: juneToolCallSchema,
  /** A write June proposes; the couple confirms or dismisses it (status "pending"). */
  action: z.object({ pendingAction: pendingActionSchema }),
  /** The stored assistant message (engine set). Last event of a successful reply. */
  done: z.object({ message: juneMessageSchema }),
  /**
   * The reply failed (`message` is the spec's failure text). The failed assistant message is stored with
   * `failed: true` and sent as `stored` so the widget can key it. Last event of a failed reply.
   */
  error: z.object({ message: z.string(), stored: juneMessageSchema.optional() }),
} as const;

export type JuneStreamEventName = keyof typeof juneStreamEventSchemas;
export type JuneStreamEvent = {
  [K in JuneStreamEventName]: { event: K; data: z.infer<(typeof juneStreamEventSchemas)[K]> };
}[JuneStreamEventName];

/** Parses one SSE event (name + JSON data) into a typed event, or null when unknown/malformed. */
export function parseJuneStreamEvent(event: string, data: string): JuneStreamEvent | null {
  if (!(event in juneStreamEventSchemas)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = juneStreamEventSchemas[event as JuneStreamEventName].safeParse(json);
  return parsed.success ? ({ event, data: parsed.data } as JuneStreamEvent) : null;
}
