import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Images uploaded by a signed-in user (issue #3): checked by magic bytes, re-encoded to WebP by sharp
 * (metadata stripped), stored under DATA_DIR/uploads/{id}.webp and served at /uploads/{id}.webp, with
 * responsive variants beside it (`variant_widths`).
 * The row records who uploaded it, so only its owner can attach it to a listing.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** The file's name as uploaded (attachments show it); "" for images re-encoded to WebP. */
    fileName: text("file_name").notNull().default(""),
    /**
     * The widths of the AVIF and WebP variants stored beside an image ({id}-w{width}.avif|webp, issue #21,
     * decision 051); empty for PDFs and for images uploaded before variants existed (only {id}.webp).
     */
    variantWidths: integer("variant_widths")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId, t.createdAt)],
);
