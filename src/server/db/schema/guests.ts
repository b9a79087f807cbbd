import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The guest list (issue #12). A household is one invitation: one RSVP link, invited to some of the
 * wedding's events; its guests answer per event, and each guest's `rsvp_status` (the spec's field, which
 * June counts) is derived from those answers in the same transaction (shared/rules/guest-rsvp.ts).
 * Deleted rows keep `deleted_at` for a while so a delete can be undone; every read filters them out.
 */

/** The wedding's events (ceremony, reception, rehearsal dinner…; the couple adds its own). */
export const guestEvents = pgTable(
  "guest_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Local date and time of the event as the couple typed them (no time zone games on an invitation). */
    startsOn: date("starts_on", { mode: "string" }),
    startsAt: text("starts_at"), // "16:30"
    location: text("location").notNull().default(""),
    details: text("details").notNull().default(""),
    /** Whether guests choose a meal for this event (the reception, typically). */
    asksMeal: boolean("asks_meal").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guest_events_couple_idx").on(t.coupleId, t.position)],
);

/** A party with one invitation and one RSVP link. */
export const households = pgTable(
  "households",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** How the invitation is addressed: "Chris & Sam Lee", "The Okafor family". */
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    /** Unnamed plus-ones this household may bring ("and guest"); named ones are guest rows. */
    plusOnesAllowed: integer("plus_ones_allowed").notNull().default(0),
    /** base64url of 24 random bytes (192 bits): the `/rsvp/{token}` link and the QR code. */
    rsvpToken: text("rsvp_token").notNull(),
    tokenRevokedAt: timestamp("token_revoked_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** Where the household came from; registrations wait for the couple's review. */
    source: text("source").$type<"couple" | "import" | "registration" | "june">().notNull().default("couple"),
    reviewStatus: text("review_status")
      .$type<"approved" | "pending" | "rejected">()
      .notNull()
      .default("approved"),
    songRequest: text("song_request").notNull().default(""),
    noteToCouple: text("note_to_couple").notNull().default(""),
    /** Who answered last and how to reach them (the confirmation mail goes here). */
    responderEmail: text("responder_email").notNull().default(""),
    notes: text("notes").notNull().default(""),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("households_couple_idx").on(t.coupleId),
    uniqueIndex("households_rsvp_token_idx").on(t.rsvpToken),
    check("households_plus_ones_check", sql`${t.plusOnesAllowed} between 0 and 20`),
    check("households_review_status_check", sql`${t.reviewStatus} in ('approved', 'pending', 'rejected')`),
  ],
);

/** The spec's guests: `couple_id`, `rsvp_status` (derived from the per-event answers), `guest_type`. */
export const guests = pgTable(
  "guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    rsvpStatus: text("rsvp_status")
      .$type<"pending" | "attending" | "declined">()
      .notNull()
      .default("pending"),
    /** family | friend | wedding_party | plus_one | child | vendor (shared/schemas/guests.ts). */
    guestType: text("guest_type").notNull().default("friend"),
    side: text("side").$type<"partner1" | "partner2" | "both">().notNull().default("both"),
    mealChoice: text("meal_choice").notNull().default(""),
    dietaryNotes: text("dietary_notes").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text("notes").notNull().default(""),
    /** A plus-one the couple allowed without a name ("Guest of Chris"); the RSVP fills the name in. */
    isUnnamedPlusOne: boolean("is_unnamed_plus_one").notNull().default(false),
    position: integer("position").notNull().default(0),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guests_couple_idx").on(t.coupleId, t.rsvpStatus),
    index("guests_household_idx").on(t.householdId),
    check("guests_rsvp_status_check", sql`${t.rsvpStatus} in ('pending', 'attending', 'declined')`),
    check("guests_side_check", sql`${t.side} in ('partner1', 'partner2', 'both')`),
  ],
);

/** Which events a household is invited to. */
export const guestInvitations = pgTable(
  "guest_invitations",
  {
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => guestEvents.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.eventId] }),
    index("guest_invitations_event_idx").on(t.eventId),
  ],
);

/** One guest's answer for one event they are invited to (no row = pending). */
export const guestEventAnswers = pgTable(
  "guest_event_answers",
  {
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => guestEvents.id, { onDelete: "cascade" }),
    status: text("status").$type<"attending" | "declined">().notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.eventId] }),
    index("guest_event_answers_event_idx").on(t.eventId),
    check("guest_event_answers_status_check", sql`${t.status} in ('attending', 'declined')`),
  ],
);

/** The couple's guest-list settings: RSVP deadline, meal options, the registration code. */
export const guestListSettings = pgTable(
  "guest_list_settings",
  {
    coupleId: text("couple_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Last day answers are accepted (inclusive, in the wedding's local calendar). */
    rsvpDeadline: date("rsvp_deadline", { mode: "string" }),
    mealOptions: jsonb("meal_options").$type<string[]>().notNull().default([]),
    /** How guests reach the couple once the deadline has passed. */
    contactNote: text("contact_note").notNull().default(""),
    /** Short code for `/guest-registration/{code}`; null until the couple turns registration on. */
    registrationCode: text("registration_code"),
    registrationOpen: boolean("registration_open").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("guest_list_settings_code_idx").on(t.registrationCode)],
);
