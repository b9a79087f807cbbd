import { sql, type SQL } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import type { GuestType } from "@shared/schemas/guests";
import type { PendingAction } from "../../providers/ai/types";

/** June, the couples' assistant (issue #4): chat history, interaction record, knowledge base. */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type ChatRole = "user" | "assistant";
/** message_metadata: the attached image of a user message (`/uploads/{id}.webp`; rows before issue #11 a data URL); which engine answered; tool calls. */
export type ChatMetadata = {
  image?: string;
  engine?: "builtin" | "openai";
  tools?: { name: string; summary: string }[];
  /** A write June proposed and the couple must confirm: saving a venue, adding a household (issue #12). */
  pendingAction?:
    | { kind: "save_venue"; venueSlug: string; venueName: string }
    | {
        kind: "add_guests";
        householdName: string;
        guests: { name: string; guestType: GuestType }[];
        plusOnes: number;
        eventIds: string[] | null;
        eventNames: string[];
      }
    | Exclude<PendingAction, { kind: "save_venue" } | { kind: "add_guests" }>;
  failed?: boolean;
};

/** The spec's couple_chat_history: every user and assistant message, oldest first by created_at. */
export const coupleChatHistory = pgTable(
  "couple_chat_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    messageRole: text("message_role").$type<ChatRole>().notNull(),
    messageContent: text("message_content").notNull(),
    messageMetadata: jsonb("message_metadata").$type<ChatMetadata>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("couple_chat_history_couple_idx").on(t.coupleId, t.createdAt),
    check("couple_chat_history_role_check", sql`${t.messageRole} in ('user', 'assistant')`),
  ],
);

/** The spec's couple_ai_context: upserted after each exchange. */
export const coupleAiContext = pgTable("couple_ai_context", {
  coupleId: text("couple_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastInteraction: timestamp("last_interaction", { withTimezone: true }).notNull().defaultNow(),
  interactionCount: integer("interaction_count").notNull().default(0),
});

const passageDocument: SQL = sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', keywords), 'A') || setweight(to_tsvector('english', body), 'B')`;

/**
 * The planning knowledge base June answers from: passages of the guides that ship with the project
 * (src/server/modules/june/knowledge/guides/*.md), loaded at start, retrieved with full-text search.
 */
export const knowledgePassages = pgTable(
  "knowledge_passages",
  {
    id: text("id").primaryKey(),
    guideSlug: text("guide_slug").notNull(),
    guideTitle: text("guide_title").notNull(),
    title: text("title").notNull(),
    keywords: text("keywords").notNull().default(""),
    body: text("body").notNull(),
    position: integer("position").notNull().default(0),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() => passageDocument),
  },
  (t) => [index("knowledge_passages_search_idx").using("gin", t.search)],
);
