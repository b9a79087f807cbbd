import type { GraceReply, HelpStakeholderType } from "@shared/schemas/help";
import type { EngineName } from "../types";

/**
 * Grace's engine contract (issue #17; docs/decisions/043). Unlike June she calls no tools and streams
 * nothing: one question in, one reply with the spec's fields out. What she may know of the person is
 * handed to her by the Grace module, read from the session — never from the request body.
 */

/** The signed-in person's own account facts that help a support answer (null when signed out). */
export type GraceAccountState = {
  /** "a•••@example.com": enough to spot a typo, never the whole address in a reply. */
  maskedEmail: string;
  emailVerified: boolean;
  /** The newest account mails to their address (confirmation, password reset), newest first. */
  recentMails: { kind: "verification" | "reset"; sentAt: Date; status: "queued" | "sent" | "failed" }[];
};

export type GraceTurn = { role: "user" | "assistant"; content: string };

export type GraceRequest = {
  message: string;
  /** Earlier turns, oldest first (bounded by the route). */
  history: GraceTurn[];
  stakeholderType: HelpStakeholderType;
  account: GraceAccountState | null;
  /** A ticket already exists for this conversation: no more suggestions (spec section 4). */
  hasTicket: boolean;
  /** Spoken reply: short, no paths or lists read aloud. */
  isVoice: boolean;
  now: Date;
  signal: AbortSignal;
};

/** The spec's response fields except `audioUrl`, which the route adds when it speaks the reply. */
export type GraceAnswer = Omit<GraceReply, "audioUrl">;

export type GraceEngine = {
  name: EngineName;
  /** Throws on failure; the caller answers with the spec's failure text. */
  answer: (request: GraceRequest) => Promise<GraceAnswer>;
};
