import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import type { z } from "zod";
import { GRACE_FAILURE_MESSAGE, type GraceReply } from "@shared/schemas/help";
import { GRACE_HISTORY_MAX, type graceSendSchema } from "@shared/schemas/grace";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { jobs } from "../../db/schema/jobs";
import type { GraceAudio } from "../../providers/ai/grace/audio";
import type { GraceAccountState, GraceEngine } from "../../providers/ai/grace/grace-types";
import { conversationHasTicket, stakeholderTypeOf } from "../help-tickets/help-tickets.service";
import type { AudioStore } from "./grace-audio-store";

/**
 * Grace's conversation (issue #17; docs/decisions/043): who is asking comes from the session (their
 * stakeholder type and their own account facts), the engine answers, and a voice question gets its
 * reply spoken when the server has a speech endpoint. Nothing of the conversation is stored here: it
 * lives in the widget until it becomes a ticket.
 */

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type GraceDeps = {
  db: Db;
  engine: GraceEngine;
  audio: GraceAudio | null;
  audioStore: AudioStore;
  log: Log;
};

/** The account mails Grace may talk about, by the subjects templates.ts gives them. */
const ACCOUNT_MAILS = { "Confirm your email": "verification", "Reset your password": "reset" } as const;

/** "ava@example.com" → "a•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** The signed-in person's own confirmation and reset mails from the outbox (never anyone else's). */
export async function accountStateOf(db: Db, viewer: Viewer): Promise<GraceAccountState | null> {
  const [me] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, viewer.id))
    .limit(1);
  if (!me) return null;
  const rows = await db
    .select({
      subject: sql<string>`${jobs.payload}->>'subject'`,
      status: jobs.status,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, "mail.send"),
        eq(sql`lower(${jobs.payload}->>'to')`, me.email.toLowerCase()),
        inArray(sql`${jobs.payload}->>'subject'`, Object.keys(ACCOUNT_MAILS)),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(5);
  return {
    maskedEmail: maskEmail(me.email),
    emailVerified: me.emailVerified,
    recentMails: rows.map((r) => ({
      kind: ACCOUNT_MAILS[r.subject as keyof typeof ACCOUNT_MAILS],
      sentAt: r.createdAt,
      status: r.status === "done" ? "sent" : r.status === "failed" ? "failed" : "queued",
    })),
  };
}

export type GraceSendInput = z.output<typeof graceSendSchema>;

export async function answerGrace(
  deps: GraceDeps,
  viewer: Viewer | null,
  input: GraceSendInput,
  ip: string | null,
  signal: AbortSignal,
): Promise<GraceReply> {
  const history = input.conversationHistory.slice(-GRACE_HISTORY_MAX);
  const firstQuestion = (
    input.conversationHistory.find((t) => t.role === "user") ?? { content: input.message }
  ).content;
  try {
    const [stakeholderType, account, ticketed] = await Promise.all([
      stakeholderTypeOf(deps.db, viewer, deps.log),
      viewer ? accountStateOf(deps.db, viewer) : Promise.resolve(null),
      input.hasTicket
        ? Promise.resolve(true)
        : conversationHasTicket(deps.db, { userId: viewer?.id ?? null, ip }, firstQuestion),
    ]);
    const answer = await deps.engine.answer({
      message: input.message,
      history,
      stakeholderType,
      account,
      hasTicket: ticketed,
      isVoice: input.isVoice,
      now: new Date(),
      signal,
    });
    return { ...answer, audioUrl: input.isVoice ? await spoken(deps, answer.response, signal) : null };
  } catch (err) {
    // Spec section 8: the person sees Grace's failure text; the cause is logged.
    deps.log.error({ err }, "Grace could not answer");
    return {
      response: GRACE_FAILURE_MESSAGE,
      audioUrl: null,
      suggestTicket: false,
      issueType: null,
      priority: null,
      title: null,
    };
  }
}

/** The reply's audio URL, or null (no speech endpoint, or it failed: the browser speaks it instead). */
async function spoken(deps: GraceDeps, text: string, signal: AbortSignal): Promise<string | null> {
  if (!deps.audio) return null;
  try {
    const id = deps.audioStore.put(await deps.audio.speak(text, signal));
    return `/api/grace/audio/${id}`;
  } catch (err) {
    deps.log.warn({ err }, "Grace's reply could not be spoken by the server");
    return null;
  }
}

export async function transcribeFor(
  deps: GraceDeps,
  audio: Buffer,
  contentType: string,
  signal: AbortSignal,
) {
  if (!deps.audio) return null;
  return deps.audio.transcribe(audio, contentType, signal);
}
