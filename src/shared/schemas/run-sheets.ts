import { z } from "zod";
import { line, requiredLine, text, token } from "./strings";

/** Day-of run sheet contract (issue #15; docs/decisions/039). The run-sheet helper grows this file. */
export const runSheetEntryKinds = [
  "getting_ready",
  "vendor_arrival",
  "setup",
  "ceremony",
  "photos",
  "cocktails",
  "reception",
  "meal",
  "toast",
  "dance",
  "cake",
  "send_off",
  "load_out",
  "other",
] as const;
export type RunSheetEntryKind = (typeof runSheetEntryKinds)[number];
export const runSheetAudiences = ["party", "vendor"] as const;
export type RunSheetAudience = (typeof runSheetAudiences)[number];
/** "HH:MM", 24-hour. */
export const clockTimeSchema = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Use a time like 14:30.");

/*
 * Routes (issue #15; server/modules/run-sheets). Couple routes (area "timeline"):
 *   GET    /api/run-sheets                         → runSheetListSchema
 *   POST   /api/run-sheets/generate                → runSheetSchema (the "Wedding day" sheet, made or refreshed)
 *   GET    /api/run-sheets/:id                     → runSheetSchema (entries, shares, confirmations)
 *   PATCH  /api/run-sheets/:id                     runSheetPatchSchema → runSheetSchema
 *   POST   /api/run-sheets/:id/entries             entryInputSchema → runSheetSchema
 *   PATCH  /api/run-sheets/entries/:id             entryPatchSchema → runSheetSchema   (409 "stale")
 *   DELETE /api/run-sheets/entries/:id?version=n   → runSheetSchema
 *   POST   /api/run-sheets/:id/shares              shareInputSchema → runSheetSchema
 *   DELETE /api/run-sheets/shares/:id              → runSheetSchema (revoked)
 *   GET    /api/run-sheets/:id/worksheet.pdf       → application/pdf
 *   POST   /api/run-sheets/:id/import              runSheetImportSchema → runSheetImportResultSchema
 *   GET    /api/run-sheets/template.csv            → text/csv (public)
 * Public, by a share's token (no account; unknown and revoked tokens answer the same 404):
 *   GET    /api/run-sheets/shared/:token           → sharedRunSheetSchema
 *   PUT    /api/run-sheets/shared/:token/confirmations/:entryId  confirmationInputSchema → sharedRunSheetSchema
 *   GET    /api/run-sheets/shared/:token/live      → text/event-stream: `sheet` whenever the sheet changes
 */

export const RUN_SHEET_LIMITS = {
  entries: 200,
  shares: 50,
  importBytes: 512 * 1024,
  importRows: 200,
} as const;

export const LINK_NOT_VALID = "This link is no longer valid.";
export const END_BEFORE_START = "The end must be after the start.";

const optionalClock = z.union([z.literal(""), clockTimeSchema]).nullable();

const entryFields = {
  startsAt: clockTimeSchema,
  endsAt: optionalClock.optional(),
  title: requiredLine({ max: 120, missing: "Enter what happens." }),
  kind: z.enum(runSheetEntryKinds).default("other"),
  location: line({ max: 200 }).default(""),
  notes: text({ max: 2000 }).default(""),
  vendorName: line({ max: 120 }).default(""),
};

const endAfterStart = (v: { startsAt?: string; endsAt?: string | null }) =>
  !v.startsAt || !v.endsAt || v.endsAt > v.startsAt;

export const entryInputSchema = z
  .object(entryFields)
  .refine(endAfterStart, { message: END_BEFORE_START, path: ["endsAt"] });
export type EntryInput = z.input<typeof entryInputSchema>;

export const entryPatchSchema = z
  .object({
    startsAt: entryFields.startsAt.optional(),
    endsAt: entryFields.endsAt,
    title: entryFields.title.optional(),
    kind: z.enum(runSheetEntryKinds).optional(),
    location: line({ max: 200 }).optional(),
    notes: text({ max: 2000 }).optional(),
    vendorName: line({ max: 120 }).optional(),
    /** The entry's version the client read: another write since answers 409 "stale". */
    version: z.number().int().min(1),
  })
  .refine(endAfterStart, { message: END_BEFORE_START, path: ["endsAt"] });
export type EntryPatch = z.input<typeof entryPatchSchema>;

export const runSheetPatchSchema = z.object({
  title: requiredLine({ max: 120, missing: "Give the run sheet a title." }).optional(),
  day: z.union([z.iso.date("Use a date like 2027-06-12."), z.null()]).optional(),
  version: z.number().int().min(1),
});

export const shareInputSchema = z
  .object({
    label: requiredLine({ max: 80, missing: "Say who this link is for." }),
    audience: z.enum(runSheetAudiences),
    vendorName: line({ max: 120 }).default(""),
  })
  .refine((v) => v.audience !== "vendor" || v.vendorName.length > 0, {
    message: "Pick the vendor this link is for.",
    path: ["vendorName"],
  });
export type ShareInput = z.input<typeof shareInputSchema>;

export const confirmationInputSchema = z
  .object({
    arrivalAt: clockTimeSchema,
    setupAt: optionalClock.optional(),
    note: text({ max: 500 }).default(""),
  })
  .refine((v) => !v.setupAt || v.setupAt >= v.arrivalAt, {
    message: "Setup cannot start before you arrive.",
    path: ["setupAt"],
  });
export type ConfirmationInput = z.input<typeof confirmationInputSchema>;

export const runSheetImportSchema = z.object({
  csv: z.string().max(RUN_SHEET_LIMITS.importBytes, "The file is over 512 KB; split it into smaller files."),
  /** Replace the sheet's entries (true) or add to them (false). */
  replace: z.boolean().default(false),
});

export const confirmationSchema = z.object({
  shareId: z.string(),
  shareLabel: z.string(),
  entryId: z.string(),
  arrivalAt: z.string(),
  setupAt: z.string().nullable(),
  note: z.string(),
  confirmedAt: z.string(),
  /** The entry changed after the vendor confirmed it. */
  isChangedSince: z.boolean(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

export const entrySchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  title: z.string(),
  kind: z.enum(runSheetEntryKinds),
  location: z.string(),
  notes: z.string(),
  vendorName: z.string(),
  position: z.number().int(),
  version: z.number().int(),
  /** Written or changed by the couple: a new generation leaves it alone. */
  isEdited: z.boolean(),
});
export type RunSheetEntry = z.infer<typeof entrySchema>;

export const shareSchema = z.object({
  id: z.string(),
  label: z.string(),
  audience: z.enum(runSheetAudiences),
  vendorName: z.string(),
  /** The path of the shared view (`/timeline/shared/{token}`). */
  path: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
});
export type RunSheetShare = z.infer<typeof shareSchema>;

export const runSheetSchema = z.object({
  id: z.string(),
  title: z.string(),
  day: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  entries: z.array(entrySchema),
  shares: z.array(shareSchema),
  confirmations: z.array(confirmationSchema),
  /** Vendors the couple booked (for a vendor link's picker). */
  vendorNames: z.array(z.string()),
});
export type RunSheet = z.infer<typeof runSheetSchema>;

export const runSheetListSchema = z.object({
  sheets: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      day: z.string().nullable(),
      entries: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
});
export type RunSheetList = z.infer<typeof runSheetListSchema>;

export const sharedEntrySchema = entrySchema.omit({ isEdited: true, position: true }).extend({
  /** A vendor link: this entry is theirs to confirm. */
  isMine: z.boolean(),
  confirmation: z
    .object({
      arrivalAt: z.string(),
      setupAt: z.string().nullable(),
      note: z.string(),
      confirmedAt: z.string(),
      isChangedSince: z.boolean(),
    })
    .nullable(),
});
export type SharedEntry = z.infer<typeof sharedEntrySchema>;

export const sharedRunSheetSchema = z.object({
  title: z.string(),
  day: z.string().nullable(),
  label: z.string(),
  audience: z.enum(runSheetAudiences),
  vendorName: z.string(),
  entries: z.array(sharedEntrySchema),
});
export type SharedRunSheet = z.infer<typeof sharedRunSheetSchema>;

export const runSheetImportResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  sheet: runSheetSchema.nullable(),
});
export type RunSheetImportResult = z.infer<typeof runSheetImportResultSchema>;

export const runSheetIdParamsSchema = z.object({ id: z.uuid("Run sheet not found.") });
export const entryIdParamsSchema = z.object({ id: z.uuid("Entry not found.") });
export const shareIdParamsSchema = z.object({ id: z.uuid("Link not found.") });
export const shareTokenParamsSchema = z.object({ token: token(120) });
export const confirmParamsSchema = z.object({ token: token(120), entryId: z.uuid(LINK_NOT_VALID) });
export const entryVersionQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

/** The CSV import's columns, in the template's order. */
export const RUN_SHEET_CSV_COLUMNS = [
  "start",
  "end",
  "title",
  "kind",
  "location",
  "vendor",
  "notes",
] as const;
