import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A stored attachment (text attachments such as .ics kept as text; binary ones as base64). */
export type StoredAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding: "utf8" | "base64";
};

/** The built-in development mailbox: every email goes here when SMTP_URL is unset (never in production). */
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments").$type<StoredAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_mailbox_created_at_idx").on(t.createdAt)],
);
