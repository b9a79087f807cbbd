import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import {
  JUNE_DEFAULT_IMAGE_TEXT,
  JUNE_FAILURE_MESSAGE,
  type JuneMessage,
  type JunePendingAction,
  type JuneSend,
  type JuneStreamEvent,
} from "@shared/schemas/june";
import { personalisedWelcome } from "@shared/rules/june-welcome";
import { dismissedText, proposalQuestion } from "@shared/rules/june-changes";
import { localToday } from "@shared/rules/wedding-countdown";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { coupleChatHistory } from "../../db/schema/june";
import { AppError, notFound } from "../../errors";
import { streamReply } from "../../lib/stream-reply";
import type { StreamLimiter } from "../../providers/ai/stream-limiter";
import { createCoupleTools } from "../../providers/ai/tools/couple-tools";
import type { Engine, EngineEvent } from "../../providers/ai/types";
import type { Storage } from "../../providers/storage/storage";
import { coupleProfileFacts } from "../account/couple-profile.service";
import type { GuestListNews } from "../guests/guests.service";
import { saveVenue, venueToSave } from "../saved-venues/saved-venues.service";
import { buildSystemPrompt } from "./june-prompt";
import {
  clearHistory,
  finishExchange,
  historyColumns,
  listHistory,
  recordInteraction,
  startExchange,
  storeMessage,
  toJuneAction,
  toJuneMessage,
  type StoredMetadata,
} from "./june-history";
import { commitProposal } from "./june-commit";
import { addProposedGuests } from "./june-guests";
import { attachJuneImage } from "./june-images";
import { coupleToolPorts } from "./june-tool-ports";

/**
 * June's operations (issue #4), each for the couple of an access scope (`coupleScope`, decision 015):
 * one exchange streamed to the couple (the route only parses and authorizes), the confirm/dismiss of a
 * write June proposed, and the welcome. Storage is june-history.ts.
 */

// ── One exchange ──────────────────────────────────────────────────────────────────────────────────

export type ExchangeDeps = {
  db: Db;
  engine: Engine;
  limiter: StreamLimiter;
  log: FastifyBaseLogger;
  storage: Storage;
};

type Exchange = Awaited<ReturnType<typeof startExchange>> & { image?: { src: string; dataUrl: string } };

/**
 * Sends the couple's message to June and streams her reply as server-sent events: `user` (the stored
 * message), then `delta`, `tool`, `action`…, then `done` (the stored reply) or `error` (the spec's
 * failure message, stored as failed). A stopped reply keeps what the couple already saw.
 */
export async function sendMessage(
  deps: ExchangeDeps,
  scope: CoupleScope,
  body: JuneSend,
  reply: FastifyReply,
): Promise<void> {
  const { db, engine, log } = deps;
  const coupleId = scope.coupleId;
  const text = body.text || JUNE_DEFAULT_IMAGE_TEXT;
  let content = "";
  const tools: { name: string; summary: string }[] = [];
  let pendingAction: JunePendingAction | undefined;

  const store = (failed: boolean) => {
    const metadata: StoredMetadata = {
      engine: engine.name,
      ...(tools.length ? { tools } : {}),
      ...(pendingAction && !failed ? { pendingAction } : {}),
      ...(failed ? { failed: true } : {}),
    };
    return finishExchange(db, coupleId, { content: failed ? JUNE_FAILURE_MESSAGE : content, metadata });
  };

  await streamReply<JuneStreamEvent, EngineEvent, Exchange>(reply, {
    limiter: deps.limiter,
    accountId: scope.viewer.id,
    refusal: (limit) =>
      limit.reason === "concurrent"
        ? "June is still answering your last message. Wait for her reply, or stop it, before sending another."
        : `You're sending messages quickly. Please wait ${limit.retryAfterSeconds} seconds and try again.`,
    failure: { event: "error", data: { message: JUNE_FAILURE_MESSAGE } },
    log,
    async onStart() {
      // Through the uploads pipeline: the history keeps a reference, the engine gets the stored bytes.
      const image = body.image ? await attachJuneImage(deps, scope.viewer.id, body.image) : undefined;
      // One statement: store the couple's message, read their context and the turns before it.
      const exchange = await startExchange(db, coupleId, {
        content: text,
        metadata: image ? { image: image.src } : {},
      });
      return { ...exchange, ...(image ? { image } : {}) };
    },
    onOpen: ({ userMessage }, { send }) => send({ event: "user", data: { message: userMessage } }),
    stream: ({ context, prior, image }, signal) =>
      engine.stream({
        system: buildSystemPrompt(context, localToday()),
        messages: [...prior, { role: "user", content: text, ...(image ? { image: image.dataUrl } : {}) }],
        tools: createCoupleTools(coupleToolPorts(db, coupleId)),
        signal,
      }),
    onDelta(event, { send }) {
      if (event.type === "delta") {
        content += event.text;
        send({ event: "delta", data: { text: event.text } });
      } else if (event.type === "tool") {
        tools.push({ name: event.name, summary: event.summary });
        send({ event: "tool", data: { name: event.name, summary: event.summary } });
      } else if (event.type === "action") {
        if (pendingAction) return; // one proposal per reply
        pendingAction = toJuneAction(event.action);
        send({ event: "action", data: { pendingAction } });
      }
    },
    async onDone({ send }) {
      if (!content.trim()) {
        if (!pendingAction) throw new Error("the engine answered with no text");
        content =
          pendingAction.kind === "save_venue"
            ? `Would you like me to save ${pendingAction.venueName} to your venues?`
            : pendingAction.kind === "add_guests"
              ? `Would you like me to add ${pendingAction.householdName} to your guest list? Please confirm below.`
              : proposalQuestion(pendingAction);
        send({ event: "delta", data: { text: content } });
      }
      let message: JuneMessage;
      try {
        message = await store(false);
      } catch (err) {
        log.error({ err }, "storing june's reply failed");
        send({ event: "error", data: { message: JUNE_FAILURE_MESSAGE } });
        return;
      }
      send({ event: "done", data: { message } });
    },
    async onError(err, { send }) {
      log.warn({ err, engine: engine.name }, "june reply failed");
      const stored = await store(true).catch((storeErr: unknown) => {
        log.error({ err: storeErr }, "storing june's reply failed");
        return undefined;
      });
      send({ event: "error", data: { message: JUNE_FAILURE_MESSAGE, ...(stored ? { stored } : {}) } });
    },
    async onAbort() {
      // A stopped reply keeps what the couple already saw; stopped before any text, nothing is stored
      // but the exchange happened (spec section 8: a failed context update is logged only).
      if (content.trim())
        await store(false).catch((err: unknown) => log.error({ err }, "storing june's reply failed"));
      else
        await recordInteraction(db, coupleId).catch((err: unknown) =>
          log.error({ err }, "june interaction record failed"),
        );
    },
  });
}

// ── Confirm / dismiss a proposed write ────────────────────────────────────────────────────────────

/**
 * Runs or drops the write an assistant message proposed. The couple's own message only (else 404); a
 * decided action answers 409. Confirm saves the venue (through the saved-venues service, so its rules
 * hold: published venues, 100 saves), adds the household (through the guest list's service, issue #12,
 * june-guests.ts) or writes issue #16's budget, profile and saved-venue changes (june-commit.ts: 409
 * `stale` when the value they replace changed meanwhile), and June answers with a new message.
 */
export async function decideAction(
  db: Db,
  news: GuestListNews,
  scope: CoupleScope,
  messageId: string,
  decision: "confirmed" | "dismissed",
): Promise<{ message: JuneMessage; original: JuneMessage }> {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!UUID.test(messageId)) throw notFound("Message not found");
  const mine = and(
    eq(coupleChatHistory.id, messageId),
    eq(coupleChatHistory.coupleId, scope.coupleId),
    eq(coupleChatHistory.messageRole, "assistant"),
  );
  const [row] = await db.select(historyColumns).from(coupleChatHistory).where(mine);
  const metadata: StoredMetadata | undefined = row?.messageMetadata;
  const action = metadata?.pendingAction;
  if (!row || !action) throw notFound("Message not found");
  if (action.status && action.status !== "pending")
    throw new AppError("CONFLICT", `You already ${action.status} this.`);

  const result = await db.transaction(async (tx) => {
    // Claim the decision first: of two clicks racing, only one finds the action still pending.
    const [claimed] = await tx
      .update(coupleChatHistory)
      .set({
        messageMetadata: sql`jsonb_set(${coupleChatHistory.messageMetadata}, '{pendingAction,status}', ${JSON.stringify(decision)}::jsonb)`,
      })
      .where(
        and(
          mine,
          sql`coalesce(${coupleChatHistory.messageMetadata} #>> '{pendingAction,status}', 'pending') = 'pending'`,
        ),
      )
      .returning(historyColumns);
    if (!claimed) throw new AppError("CONFLICT", "This was already decided.");

    let content: string;
    let tools: StoredMetadata["tools"];
    if (action.kind === "add_guests") {
      ({ content, tools } =
        decision === "confirmed"
          ? await addProposedGuests(tx, scope.coupleId, action)
          : {
              content: `No problem — I won't add ${action.householdName} to your guest list.`,
              tools: undefined,
            });
    } else if (action.kind !== "save_venue") {
      // Issue #16's proposals (june-commit.ts): re-checked against the current value, then written.
      content =
        decision === "confirmed" ? (await commitProposal(tx, scope, action)).content : dismissedText(action);
    } else if (decision === "confirmed") {
      const venue = await venueToSave(tx, scope.coupleId, action.venueSlug);
      if (!venue) throw notFound(`${action.venueName} is no longer listed.`);
      await saveVenue(tx, scope.viewer, venue.id);
      content = `Done — I saved ${venue.name} to your venues. You'll find it under Saved venues in your account.`;
    } else {
      content = `No problem — I won't save ${action.venueName}.`;
    }
    const message = await storeMessage(tx, scope.coupleId, {
      role: "assistant",
      content,
      metadata: { ...(metadata?.engine ? { engine: metadata.engine } : {}), ...(tools ? { tools } : {}) },
    });
    return {
      message,
      original: toJuneMessage(claimed),
      added: action.kind === "add_guests" && decision === "confirmed",
    };
  });
  // The guest list's live view refetches on this: after the commit, once the household is visible.
  if (result.added) news.announce(scope.coupleId);
  return { message: result.message, original: result.original };
}

/** The personalised welcome (shared rule) from the couple's profile. */
export async function welcomeFor(db: Db, scope: CoupleScope): Promise<string> {
  const p = await coupleProfileFacts(db, scope.coupleId);
  return personalisedWelcome({ ...p, today: localToday() });
}

export async function historyOf(db: Db, scope: CoupleScope): Promise<JuneMessage[]> {
  return listHistory(db, scope.coupleId);
}

export async function clearHistoryOf(db: Db, scope: CoupleScope): Promise<void> {
  await clearHistory(db, scope.coupleId);
}

/** The planning guides June answers from, for the guides pages (issue #15). */
export { readKnowledge, type Passage } from "./knowledge/load-knowledge";
