import { z } from "zod";

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
