import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import {
  JUNE_CONTEXT_MESSAGES,
  JUNE_CONTEXT_SAVED_VENUES,
  JUNE_HISTORY_LIMIT,
  type JuneMessage,
  type JunePendingAction,
} from "@shared/schemas/june";
import type { Db } from "../../db/client";
import { coupleAiContext, coupleChatHistory, type ChatMetadata, type ChatRole } from "../../db/schema/june";
import type { ChatTurn, PendingAction } from "../../providers/ai/types";
import type { CoupleProfileFacts } from "../account/couple-profile.service";

/**
 * June's storage (issue #4): the chat history (every user and assistant message, image in metadata),
 * the couple's context read from the database for the system prompt, and the interaction record. Every
 * function takes the couple id from the request's access scope (june.service.ts), never from a client.
 */

/** The pending action as stored: the schema's shape plus its status (absent = pending). */
type StoredAction = PendingAction & { status?: JunePendingAction["status"] };
export type StoredMetadata = Omit<ChatMetadata, "pendingAction"> & { pendingAction?: StoredAction };

export type HistoryRow = {
  id: string;
  messageRole: ChatRole;
  messageContent: string;
  messageMetadata: StoredMetadata;
  createdAt: Date | string;
};

export function toJuneMessage(row: HistoryRow): JuneMessage {
  const m = row.messageMetadata ?? {};
  return {
    id: row.id,
    role: row.messageRole,
    content: row.messageContent,
    createdAt: new Date(row.createdAt).toISOString(),
    ...(m.image ? { image: m.image } : {}),
    ...(m.engine ? { engine: m.engine } : {}),
    ...(m.tools?.length ? { tools: m.tools } : {}),
    ...(m.pendingAction ? { pendingAction: toJuneAction(m.pendingAction) } : {}),
    ...(m.failed ? { failed: true } : {}),
  };
}

/** The stored action as the API shows it: its own fields only, status "pending" when none is stored. */
export function toJuneAction(a: StoredAction): JunePendingAction {
  const status = a.status ?? "pending";
  switch (a.kind) {
    case "save_venue":
      return { kind: a.kind, venueSlug: a.venueSlug, venueName: a.venueName, status };
    case "add_guests":
      return {
        kind: a.kind,
        householdName: a.householdName,
        guests: a.guests.map((g) => ({ name: g.name, guestType: g.guestType })),
        plusOnes: a.plusOnes,
        eventIds: a.eventIds,
        eventNames: a.eventNames,
        status,
      };
    default:
      // Issue #16's proposals are plain data already shaped as the API shows them.
      return { ...a, status };
  }
}

export const historyColumns = {
  id: coupleChatHistory.id,
  messageRole: coupleChatHistory.messageRole,
  messageContent: coupleChatHistory.messageContent,
  messageMetadata: coupleChatHistory.messageMetadata,
  createdAt: coupleChatHistory.createdAt,
};

/** The last 20 stored messages, oldest first (spec section 7). */
export async function listHistory(db: Db, coupleId: string): Promise<JuneMessage[]> {
  const rows = await db
    .select(historyColumns)
    .from(coupleChatHistory)
    .where(eq(coupleChatHistory.coupleId, coupleId))
    .orderBy(desc(coupleChatHistory.createdAt), desc(coupleChatHistory.id))
    .limit(JUNE_HISTORY_LIMIT);
  return rows.reverse().map((r) => toJuneMessage(r as HistoryRow));
}

export async function clearHistory(db: Db, coupleId: string): Promise<void> {
  await db.delete(coupleChatHistory).where(eq(coupleChatHistory.coupleId, coupleId));
}

export async function storeMessage(
  db: Db,
  coupleId: string,
  message: { id?: string; role: ChatRole; content: string; metadata: StoredMetadata },
): Promise<JuneMessage> {
  const [row] = await db
    .insert(coupleChatHistory)
    .values({
      id: message.id ?? randomUUID(),
      coupleId,
      messageRole: message.role,
      messageContent: message.content,
      messageMetadata: message.metadata,
    })
    .returning(historyColumns);
  return toJuneMessage(row as HistoryRow);
}

/** Spec: upsert on couple_id with last_interaction now and interaction_count + 1 after each exchange. */
export async function recordInteraction(db: Db, coupleId: string): Promise<void> {
  await db
    .insert(coupleAiContext)
    .values({ coupleId, lastInteraction: sql`now()`, interactionCount: 1 })
    .onConflictDoUpdate({
      target: coupleAiContext.coupleId,
      set: { lastInteraction: sql`now()`, interactionCount: sql`${coupleAiContext.interactionCount} + 1` },
    });
}

// ── The couple's context (one round trip) ─────────────────────────────────────────────────────────

export type CoupleContext = {
  profile: CoupleProfileFacts | null;
  guestStats: { total: number; attending: number; pending: number; declined: number };
  savedVenues: { slug: string; name: string; cityId: string; styles: string[]; priceFrom: number }[];
  budget: {
    totalBudget: number;
    guestCount: number | null;
    categoryAllocations: Record<string, number>;
  } | null;
};

type ContextRow = {
  profile: CoupleContext["profile"];
  guest_stats: CoupleContext["guestStats"] | null;
  saved_venues: CoupleContext["savedVenues"] | null;
  budget: CoupleContext["budget"];
  turns: { role: ChatRole; content: string; image: string | null }[] | null;
};

type InsertedRow = { id: string; created_at: string };

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/**
 * Starts an exchange in ONE statement (it sits on the path to the first token): stores the couple's
 * message and reads everything June needs — the profile, guest counts, up to 5 saved venues, the budget
 * (absent rows read as zeros) and the stored turns before this message (the insert is invisible to the
 * reads of the same statement; failed replies are left out: they are our error text, not June's words).
 */
export async function startExchange(
  db: Db,
  coupleId: string,
  message: { content: string; metadata: StoredMetadata },
  opts: { priorTurns?: number } = {},
): Promise<{ userMessage: JuneMessage; context: CoupleContext; prior: ChatTurn[] }> {
  const prior = opts.priorTurns ?? JUNE_CONTEXT_MESSAGES - 1;
  const result = await db.execute(sql`
    with inserted as (
      insert into couple_chat_history (couple_id, message_role, message_content, message_metadata)
      values (${coupleId}, 'user', ${message.content}, ${JSON.stringify(message.metadata)}::jsonb)
      returning id, created_at
    )
    select
      (select json_build_object('id', i.id, 'created_at', i.created_at) from inserted i) as inserted,
      (select json_build_object(
          'partner1Name', p.partner1_name, 'partner2Name', p.partner2_name,
          'weddingDate', to_char(p.wedding_date, 'YYYY-MM-DD'), 'guestCount', p.guest_count,
          'cityId', p.city_id, 'weddingStyle', p.wedding_style,
          'styleQuiz', case when p.style_quiz is null then null else json_build_object(
            'style', p.style_quiz->>'style', 'label', p.style_quiz->>'label',
            'keywords', p.style_quiz->'keywords') end)
        from couple_profiles p where p.id = ${coupleId}) as profile,
      (select json_build_object(
          'total', count(*),
          'attending', count(*) filter (where g.rsvp_status = 'attending'),
          'pending', count(*) filter (where g.rsvp_status = 'pending'),
          'declined', count(*) filter (where g.rsvp_status = 'declined'))
        from guests g join households h on h.id = g.household_id
        -- On the list: the same rule as the guest list's rsvpCounts (deleted rows and registrations
        -- waiting for review are not guests yet; issue #12).
        where g.couple_id = ${coupleId} and g.deleted_at is null
          and h.deleted_at is null and h.review_status = 'approved') as guest_stats,
      (select coalesce(json_agg(json_build_object(
            'slug', s.slug, 'name', s.name, 'cityId', s.city_id, 'styles', s.styles, 'priceFrom', s.price_from)
            order by s.saved_at desc, s.id), '[]'::json)
        from (select v.id, v.slug, v.name, v.city_id, v.styles, v.price_from, sv.created_at as saved_at
              from saved_venues sv join venues v on v.id = sv.venue_id
              where sv.user_id = ${coupleId} and v.is_published and not v.is_hidden
              order by sv.created_at desc, v.id
              limit ${JUNE_CONTEXT_SAVED_VENUES}) s) as saved_venues,
      (select json_build_object(
          'totalBudget', b.total_budget, 'guestCount', b.guest_count, 'categoryAllocations', b.category_allocations)
        from wedding_budgets b where b.user_id = ${coupleId}) as budget,
      (select coalesce(json_agg(json_build_object(
            'role', h.message_role, 'content', h.message_content, 'image', h.message_metadata ->> 'image')
            order by h.created_at, h.id), '[]'::json)
        from (select * from couple_chat_history c
              where c.couple_id = ${coupleId}
                and coalesce((c.message_metadata ->> 'failed')::boolean, false) = false
              order by c.created_at desc, c.id desc
              limit ${prior}) h) as turns
  `);
  const row = rowsOf<ContextRow & { inserted: InsertedRow }>(result)[0]!;
  return {
    userMessage: toJuneMessage({
      id: row.inserted.id,
      messageRole: "user",
      messageContent: message.content,
      messageMetadata: message.metadata,
      createdAt: row.inserted.created_at,
    }),
    context: {
      profile: row.profile,
      guestStats: {
        total: Number(row.guest_stats?.total ?? 0),
        attending: Number(row.guest_stats?.attending ?? 0),
        pending: Number(row.guest_stats?.pending ?? 0),
        declined: Number(row.guest_stats?.declined ?? 0),
      },
      savedVenues: row.saved_venues ?? [],
      budget: row.budget,
    },
    prior: (row.turns ?? []).map((t) => ({
      role: t.role,
      content: t.content,
      ...(t.image ? { image: t.image } : {}),
    })),
  };
}

/**
 * Ends an exchange in ONE statement: stores June's reply and upserts the interaction record (spec:
 * last_interaction now, interaction_count + 1).
 */
export async function finishExchange(
  db: Db,
  coupleId: string,
  reply: { content: string; metadata: StoredMetadata },
): Promise<JuneMessage> {
  const result = await db.execute(sql`
    with inserted as (
      insert into couple_chat_history (couple_id, message_role, message_content, message_metadata)
      values (${coupleId}, 'assistant', ${reply.content}, ${JSON.stringify(reply.metadata)}::jsonb)
      returning id, created_at
    ), interaction as (
      insert into couple_ai_context (couple_id, last_interaction, interaction_count)
      values (${coupleId}, now(), 1)
      on conflict (couple_id) do update
        set last_interaction = now(), interaction_count = couple_ai_context.interaction_count + 1
      returning 1
    )
    select json_build_object('id', i.id, 'created_at', i.created_at) as inserted
    from inserted i, (select count(*) from interaction) x
  `);
  const row = rowsOf<{ inserted: InsertedRow }>(result)[0]!;
  return toJuneMessage({
    id: row.inserted.id,
    messageRole: "assistant",
    messageContent: reply.content,
    messageMetadata: reply.metadata,
    createdAt: row.inserted.created_at,
  });
}
