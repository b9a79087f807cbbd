import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ChatAttachment, ContributorAreas, ContributorRole } from "@shared/schemas/collaboration";
import { user } from "./auth";

/**
 * Collaboration (issue #13; docs/decisions/031). A contributor is a person a couple invited into its
 * planning with scopes per area; `contributor_profiles` (the spec's table) marks an account that helps
 * at least one couple — Grace's stakeholder order reads it.
 */
export const contributorProfiles = pgTable("contributor_profiles", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contributorStatuses = ["invited", "active", "revoked"] as const;
export type ContributorStatus = (typeof contributorStatuses)[number];

/**
 * One person's place in one couple's planning: invited by email, active once they accepted (then
 * `userId` is set), revoked by the couple. The grants the access rule reads are `areas` of an active row.
 * The invitation is a single-use token (only its SHA-256 is kept), valid 7 days; a new invitation to the
 * same row replaces it.
 */
export const coupleContributors = pgTable(
  "couple_contributors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Set when the invitation is accepted. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** Lower-case; the address the invitation went to. */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role").$type<ContributorRole>().notNull(),
    /** Area → "view" | "edit"; an area left out is "none". */
    areas: jsonb("areas").$type<ContributorAreas>().notNull().default({}),
    status: text("status").$type<ContributorStatus>().notNull().default("invited"),
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Last request the contributor made for this couple (updated at most every few minutes). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("couple_contributors_invite_token_idx").on(t.inviteTokenHash),
    // One live row per address per couple (a revoked one may be invited again as a new row).
    uniqueIndex("couple_contributors_email_idx")
      .on(t.coupleId, t.email)
      .where(sql`status <> 'revoked'`),
    // The access rule's read: this user's active grant for this couple.
    index("couple_contributors_user_idx").on(t.userId, t.coupleId),
    check("couple_contributors_status_check", sql`${t.status} in ('invited', 'active', 'revoked')`),
    check(
      "couple_contributors_role_check",
      sql`${t.role} in ('partner', 'parent', 'planner', 'wedding_party', 'other')`,
    ),
  ],
);

/**
 * The couple's group chat with its contributors (`/contributor/{coupleId}/chat`). Stored before it is
 * delivered; `seq` orders messages and lets a reconnecting tab ask for what it missed.
 */
export const coupleChatMessages = pgTable(
  "couple_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    attachments: jsonb("attachments").$type<ChatAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("couple_chat_messages_couple_idx").on(t.coupleId, t.createdAt)],
);

/**
 * How far each participant has read each conversation (read receipts and unread counts), and how far
 * the offline-mail digest has told them about. `threadKey` is "inquiry:{id}" or "couple:{coupleId}".
 */
export const threadReads = pgTable(
  "thread_reads",
  {
    threadKey: text("thread_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull().defaultNow(),
    /** Messages up to here were in a digest mail already (so each goes out at most once). */
    notifiedUpTo: timestamp("notified_up_to", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.threadKey, t.userId] }), index("thread_reads_user_idx").on(t.userId)],
);
