import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { JuneIntakeDraft, JuneIntakeLine } from "@shared/schemas/june-intake";
import { user } from "./auth";

/**
 * Where a couple is in June's voice intake (issue #18: a reload resumed nowhere): the question they are on,
 * the answers so far and the conversation, one row per couple. The answers reach the profile only when
 * the couple confirms them on the review card; saving them deletes this row.
 */
export const juneIntakeProgress = pgTable("june_intake_progress", {
  coupleId: text("couple_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** 0–5: the question being asked; 6: the interview is done and the review card is open. */
  step: integer("step").notNull(),
  draft: jsonb("draft").$type<JuneIntakeDraft>().notNull(),
  transcript: jsonb("transcript").$type<JuneIntakeLine[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
