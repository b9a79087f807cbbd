import { z } from "zod";
import { line, optionalEmail, requiredLine, text, token } from "./strings";

/**
 * The guest list's API contract (issue #12), shared by the server routes and the guest list manager.
 * Couple-owned: every route is scoped by the access rule (server/access/couple-scope.ts); another couple's
 * household, guest or event answers 404. Routes (all under /api/guests, `config.coupleOwned`):
 *
 *   GET    /api/guests                      → guestListSchema (households, guests, events, answers, counts, settings)
 *   GET    /api/guests/timeline             → responsesOverTimeSchema (chart of answers per day)
 *   POST   /api/guests/households           householdInputSchema → householdSchema
 *   PATCH  /api/guests/households/:id       householdPatchSchema → householdSchema
 *   POST   /api/guests/households/:id/guests guestInputSchema → guestSchema
 *   PATCH  /api/guests/guests/:id           guestPatchSchema → guestSchema        (inline edit)
 *   POST   /api/guests/bulk                 bulkActionSchema → bulkResultSchema  (tag, untag, invite, uninvite, delete)
 *   POST   /api/guests/restore              restoreSchema → bulkResultSchema     (undo a delete)
 *   POST   /api/guests/events               eventInputSchema → guestEventSchema
 *   PATCH  /api/guests/events/:id           eventPatchSchema → guestEventSchema
 *   DELETE /api/guests/events/:id           → okSchema
 *   PUT    /api/guests/households/:id/answers coupleAnswersSchema → householdSchema (the couple records an answer given by phone)
 *   PUT    /api/guests/settings             guestSettingsInputSchema → guestSettingsSchema
 *   POST   /api/guests/import/preview       importRequestSchema → importPreviewSchema   (writes nothing)
 *   POST   /api/guests/import               importConfirmSchema → importResultSchema    (one transaction)
 *   GET    /api/guests/export.csv?…filters  → text/csv (whole list or the filtered view; formulas escaped)
 *   GET    /api/csv-format-guide/template.csv         → text/csv (the csv-format-guide's template; the importer accepts it as is)
 *   GET    /api/guests/live                 → text/event-stream: `event: guests` whenever the couple's list changes
 *   GET    /api/guests/households/:id/qr.svg | qr.png  → the household's RSVP QR code
 *   GET    /api/guests/qr-sheet.pdf         → printable RSVP cards (names, link and QR code)
 *   POST   /api/guests/households/:id/token → householdSchema (revoke the old link and issue a new one)
 *   GET    /api/guests/registrations        → householdSchema[] with reviewStatus "pending"
 *   POST   /api/guests/registrations/:id    registrationReviewSchema → okSchema (approve or reject)
 */

export const GUEST_TYPES = ["family", "friend", "wedding_party", "plus_one", "child", "vendor"] as const;
export type GuestType = (typeof GUEST_TYPES)[number];
export const GUEST_TYPE_LABELS: Record<GuestType, string> = {
  family: "Family",
  friend: "Friend",
  wedding_party: "Wedding party",
  plus_one: "Plus-one",
  child: "Child",
  vendor: "Vendor",
};

export const GUEST_SIDES = ["partner1", "partner2", "both"] as const;
export type GuestSide = (typeof GUEST_SIDES)[number];

export const RSVP_STATUSES = ["pending", "attending", "declined"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/**
 * Limits: a list this size stays fast; anything past them is refused with a clear message. The list holds
 * as many guests as one import may bring (5,000 rows), and a bulk action can select the whole list.
 */
export const GUEST_LIMITS = {
  guests: 5000,
  households: 5000,
  events: 20,
  tagsPerGuest: 10,
  mealOptions: 12,
  importBytes: 2 * 1024 * 1024,
  importRows: 5000,
  bulkIds: 5000,
} as const;

const name = (missing: string) => requiredLine({ max: 120, missing });
const tag = line({ max: 40 }).min(1, "Tags cannot be empty.");

export const guestEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string().nullable(),
  startsAt: z.string().nullable(),
  location: z.string(),
  details: z.string(),
  asksMeal: z.boolean(),
  position: z.number().int(),
});
export type GuestEvent = z.infer<typeof guestEventSchema>;

export const guestSchema = z.object({
  id: z.string(),
  householdId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  guestType: z.enum(GUEST_TYPES),
  side: z.enum(GUEST_SIDES),
  rsvpStatus: z.enum(RSVP_STATUSES),
  mealChoice: z.string(),
  dietaryNotes: z.string(),
  tags: z.array(z.string()),
  notes: z.string(),
  isUnnamedPlusOne: z.boolean(),
  /** eventId → the guest's answer for each event the household is invited to. */
  answers: z.record(z.string(), z.enum(RSVP_STATUSES)),
  updatedAt: z.string(),
});
export type Guest = z.infer<typeof guestSchema>;

export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  plusOnesAllowed: z.number().int(),
  invitedEventIds: z.array(z.string()),
  /** The `/rsvp/{token}` path; null once revoked (a new one is issued on request). */
  rsvpPath: z.string().nullable(),
  respondedAt: z.string().nullable(),
  songRequest: z.string(),
  noteToCouple: z.string(),
  source: z.enum(["couple", "import", "registration", "june"]),
  reviewStatus: z.enum(["approved", "pending", "rejected"]),
  notes: z.string(),
  guests: z.array(guestSchema),
});
export type Household = z.infer<typeof householdSchema>;

export const guestCountsSchema = z.object({
  total: z.number().int(),
  attending: z.number().int(),
  declined: z.number().int(),
  pending: z.number().int(),
  households: z.number().int(),
  /** Per event: invited guests and their answers. */
  byEvent: z.array(
    z.object({
      eventId: z.string(),
      invited: z.number().int(),
      attending: z.number().int(),
      declined: z.number().int(),
      pending: z.number().int(),
    }),
  ),
  /** Meal choice → attending guests who chose it ("" = not chosen yet). */
  meals: z.record(z.string(), z.number().int()),
});
export type GuestCounts = z.infer<typeof guestCountsSchema>;

export const guestSettingsSchema = z.object({
  rsvpDeadline: z.string().nullable(),
  mealOptions: z.array(z.string()),
  contactNote: z.string(),
  registrationCode: z.string().nullable(),
  registrationOpen: z.boolean(),
  /** Partner names from the couple's profile, for the side labels. */
  partner1: z.string(),
  partner2: z.string(),
});
export type GuestSettings = z.infer<typeof guestSettingsSchema>;

export const guestListSchema = z.object({
  events: z.array(guestEventSchema),
  /** Approved households only (registrations waiting for review are at /api/guests/registrations). */
  households: z.array(householdSchema),
  counts: guestCountsSchema,
  settings: guestSettingsSchema,
  pendingRegistrations: z.number().int(),
});
export type GuestList = z.infer<typeof guestListSchema>;

export const responsesOverTimeSchema = z.array(
  z.object({ day: z.string(), attending: z.number().int(), declined: z.number().int() }),
);

const guestFields = {
  name: name("Enter the guest's name."),
  email: optionalEmail(),
  phone: line({ max: 40 }),
  guestType: z.enum(GUEST_TYPES),
  side: z.enum(GUEST_SIDES),
  mealChoice: line({ max: 80 }),
  dietaryNotes: text({ max: 500 }),
  tags: z.array(tag).max(GUEST_LIMITS.tagsPerGuest, `Use at most ${GUEST_LIMITS.tagsPerGuest} tags.`),
  notes: text({ max: 2000 }),
};

export const guestInputSchema = z.object({
  ...guestFields,
  email: guestFields.email.default(""),
  phone: guestFields.phone.default(""),
  guestType: guestFields.guestType.default("friend"),
  side: guestFields.side.default("both"),
  mealChoice: guestFields.mealChoice.default(""),
  dietaryNotes: guestFields.dietaryNotes.default(""),
  tags: guestFields.tags.default([]),
  notes: guestFields.notes.default(""),
});
export type GuestInput = z.infer<typeof guestInputSchema>;

export const guestPatchSchema = z
  .object({ ...guestFields, rsvpStatus: z.enum(RSVP_STATUSES) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field.");

const householdFields = {
  name: name("Enter the household's name."),
  email: optionalEmail(),
  phone: line({ max: 40 }),
  address: text({ max: 300 }),
  postcode: line({ max: 20 }),
  plusOnesAllowed: z.number().int().min(0).max(20, "At most 20 plus-ones per household."),
  invitedEventIds: z.array(token(64)).max(GUEST_LIMITS.events),
  notes: text({ max: 2000 }),
};

export const householdInputSchema = z.object({
  ...householdFields,
  email: householdFields.email.default(""),
  phone: householdFields.phone.default(""),
  address: householdFields.address.default(""),
  postcode: householdFields.postcode.default(""),
  plusOnesAllowed: householdFields.plusOnesAllowed.default(0),
  /** Omitted: invited to every event. */
  invitedEventIds: householdFields.invitedEventIds.optional(),
  notes: householdFields.notes.default(""),
  guests: z
    .array(guestInputSchema)
    .min(1, "Add at least one guest.")
    .max(30, "At most 30 guests per household."),
});
export type HouseholdInput = z.infer<typeof householdInputSchema>;

export const householdPatchSchema = z
  .object(householdFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field.");

export const idParamsSchema = z.object({ id: z.uuid("Unknown id.") });

export const bulkActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("tag"), guestIds: z.array(z.uuid()).min(1).max(GUEST_LIMITS.bulkIds), tag }),
  z.object({ action: z.literal("untag"), guestIds: z.array(z.uuid()).min(1).max(GUEST_LIMITS.bulkIds), tag }),
  z.object({
    action: z.literal("invite"),
    guestIds: z.array(z.uuid()).min(1).max(GUEST_LIMITS.bulkIds),
    eventId: z.uuid(),
  }),
  z.object({
    action: z.literal("uninvite"),
    guestIds: z.array(z.uuid()).min(1).max(GUEST_LIMITS.bulkIds),
    eventId: z.uuid(),
  }),
  z.object({ action: z.literal("delete"), guestIds: z.array(z.uuid()).min(1).max(GUEST_LIMITS.bulkIds) }),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

/** `undoToken` comes back from a delete and restores exactly what it removed (for 24 hours). */
export const bulkResultSchema = z.object({ affected: z.number().int(), undoToken: z.string().optional() });
export const restoreSchema = z.object({ undoToken: token(200) });

const eventFields = {
  name: requiredLine({ max: 80, missing: "Enter the event's name." }),
  startsOn: z.iso.date("Enter a date like 2027-06-12.").nullable(),
  startsAt: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time like 16:30.")
    .nullable(),
  location: line({ max: 200 }),
  details: text({ max: 1000 }),
  asksMeal: z.boolean(),
};
export const eventInputSchema = z.object({
  ...eventFields,
  startsOn: eventFields.startsOn.default(null),
  startsAt: eventFields.startsAt.default(null),
  location: eventFields.location.default(""),
  details: eventFields.details.default(""),
  asksMeal: eventFields.asksMeal.default(false),
});
export const eventPatchSchema = z
  .object({ ...eventFields, position: z.number().int().min(0).max(100) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field.");

/** The couple records answers for a household (given by phone, or correcting one). */
export const coupleAnswersSchema = z.object({
  answers: z
    .array(z.object({ guestId: z.uuid(), eventId: z.uuid(), status: z.enum(RSVP_STATUSES) }))
    .max(600),
});

export const guestSettingsInputSchema = z.object({
  rsvpDeadline: z.iso.date("Enter a date like 2027-05-01.").nullable(),
  mealOptions: z
    .array(line({ max: 80 }).min(1, "Meal options cannot be empty."))
    .max(GUEST_LIMITS.mealOptions, `Offer at most ${GUEST_LIMITS.mealOptions} meals.`),
  contactNote: text({ max: 500 }),
  registrationOpen: z.boolean(),
});

export const registrationReviewSchema = z.object({ decision: z.enum(["approve", "reject"]) });

/** CSV import. The columns the importer knows (the template's header, in this order). */
export const IMPORT_COLUMNS = [
  "household",
  "name",
  "email",
  "phone",
  "guest_type",
  "side",
  "rsvp_status",
  "meal_choice",
  "dietary_notes",
  "tags",
  "notes",
  "plus_ones",
  "events",
  "address",
  "postcode",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const importRequestSchema = z.object({
  /** The file's text (the client reads it as UTF-8; a file that is not UTF-8 gets a clear error). */
  csv: z.string().max(GUEST_LIMITS.importBytes, "The file is over 2 MB; split it into smaller files."),
  /** CSV header → column it fills (or "ignore"); omitted: guessed from the header. */
  mapping: z.record(line({ max: 120 }), z.enum([...IMPORT_COLUMNS, "ignore"])).optional(),
});

export const importRowSchema = z.object({
  /** Line number in the file (the header is line 1). */
  line: z.number().int(),
  household: z.string(),
  name: z.string(),
  email: z.string(),
  errors: z.array(z.string()),
  /** Likely the same person as a guest already on the list or earlier in the file. */
  duplicateOf: z
    .object({ name: z.string(), where: z.enum(["list", "file"]), line: z.number().int().optional() })
    .nullable(),
});

export const importPreviewSchema = z.object({
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.enum([...IMPORT_COLUMNS, "ignore"])),
  rows: z.array(importRowSchema),
  summary: z.object({
    rows: z.number().int(),
    valid: z.number().int(),
    withErrors: z.number().int(),
    duplicates: z.number().int(),
    households: z.number().int(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importConfirmSchema = importRequestSchema.extend({
  /** Lines the couple chose to leave out (likely duplicates they do not want twice). */
  skipLines: z.array(z.number().int().min(1)).max(GUEST_LIMITS.importRows).default([]),
});

export const importResultSchema = z.object({ households: z.number().int(), guests: z.number().int() });

export const guestListFiltersSchema = z.object({
  q: line({ max: 120 }).optional(),
  status: z.enum(RSVP_STATUSES).optional(),
  side: z.enum(GUEST_SIDES).optional(),
  eventId: z.uuid().optional(),
  tag: line({ max: 40 }).optional(),
  guestType: z.enum(GUEST_TYPES).optional(),
});
export type GuestListFilters = z.infer<typeof guestListFiltersSchema>;
