import { z } from "zod";
import {
  HELP_CONVERSATION_MAX_LINES,
  HELP_DESCRIPTION_MAX,
  HELP_TITLE_MAX,
  helpConversationLineSchema,
  helpIssueTypeSchema,
  helpPrioritySchema,
  helpStakeholderTypeSchema,
  helpTicketSummarySchema,
} from "./help";
import { email, requiredLine, requiredText, text } from "./strings";

/**
 * Grace's API (issue #17; docs/decisions/043): the spec's grace-support-chat body and the ticket she
 * creates. Who is asking (user, stakeholder type) is the session's business: `stakeholderType` is
 * accepted for the spec's shape and ignored, and a `userId` in the body is dropped by the schema.
 */

export const GRACE_MESSAGE_MAX = 2000;
/** Earlier turns sent with a message (the rest of a long conversation is not needed for support). */
export const GRACE_HISTORY_MAX = 20;
export const GRACE_EMPTY_MESSAGE = "Type a question for Grace.";
export const GRACE_TOO_LONG_MESSAGE = `Keep your message under ${GRACE_MESSAGE_MAX.toLocaleString("en-US")} characters.`;
/** The longest recording accepted for transcription (about a minute of speech in Opus or AAC). */
export const GRACE_MAX_AUDIO_BYTES = 2 * 1024 * 1024;

export const graceTurnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: text({ max: 4000 }),
});

export const graceSendSchema = z.object({
  message: requiredText({
    max: GRACE_MESSAGE_MAX,
    missing: GRACE_EMPTY_MESSAGE,
    tooLong: GRACE_TOO_LONG_MESSAGE,
  }),
  conversationHistory: z.array(graceTurnSchema).max(60).default([]),
  /** The spec names it; the server recomputes it from the session (section 6). */
  stakeholderType: helpStakeholderTypeSchema.optional(),
  isVoice: z.boolean().default(false),
  /** The widget already created a ticket for this conversation: no more suggestions (section 4). */
  hasTicket: z.boolean().default(false),
});
export type GraceSend = z.input<typeof graceSendSchema>;

/** What the server can do for voice mode beyond the browser's own speech APIs. */
export const graceVoiceSchema = z.object({ transcription: z.boolean(), speech: z.boolean() });
export type GraceVoice = z.infer<typeof graceVoiceSchema>;

export const graceTranscriptSchema = z.object({ text: z.string() });

export const graceAudioParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9-]{36}$/, "Unknown audio.") });

export const HELP_EMAIL_REQUIRED_MESSAGE = "Enter your email so our team can reply.";

export const helpTicketCreateSchema = z.object({
  title: requiredLine({ max: HELP_TITLE_MAX, missing: "Give your ticket a title." }),
  description: requiredText({ max: HELP_DESCRIPTION_MAX, missing: "Describe what happened." }),
  issueType: helpIssueTypeSchema,
  priority: helpPrioritySchema,
  /** Required when signed out; ignored when signed in (the account's address is used). */
  email: z.union([z.literal(""), email()]).optional(),
  conversationLog: z
    .array(helpConversationLineSchema)
    .max(
      HELP_CONVERSATION_MAX_LINES,
      `Send at most ${HELP_CONVERSATION_MAX_LINES} lines of the conversation.`,
    )
    .default([]),
});
export type HelpTicketCreate = z.input<typeof helpTicketCreateSchema>;

export const helpTicketCreatedSchema = z.object({ ticket: helpTicketSummarySchema });
