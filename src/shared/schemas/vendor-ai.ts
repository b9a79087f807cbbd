import { z } from "zod";
import { cityIds, vendorCategorySlugs } from "../catalog";
import { venueSettings, venueStyles } from "../marketplace-catalog";
import { line, text, token } from "./strings";

/**
 * The AI tools for venue owners and vendors (issue #3, `/ai-vendor-tools`): a listing description writer
 * and inquiry reply drafts, on the same AI layer as June. Both stream a draft the owner reads, edits and
 * then uses; nothing is saved or sent by the writer itself.
 */

export const AI_WRITER_TONES = ["warm", "elegant", "playful", "concise"] as const;
export type AiWriterTone = (typeof AI_WRITER_TONES)[number];
export const aiWriterToneLabels: Record<AiWriterTone, string> = {
  warm: "Warm",
  elegant: "Elegant",
  playful: "Playful",
  concise: "Short and clear",
};

export const AI_WRITER_NOTES_MAX = 500;
/** Drafts per account per minute, and one at a time (spec-free choices, like June's limits). */
export const AI_WRITER_DRAFTS_PER_MINUTE = 6;
export const AI_WRITER_FAILURE_MESSAGE =
  "Sorry, the writer couldn't finish this draft. Please try again in a moment.";

const options = {
  tone: z.enum(AI_WRITER_TONES, { error: "Choose a tone." }),
  /** What to say or stress ("mention our new garden terrace"); the owner's words, never instructions to obey blindly. */
  notes: text({
    max: AI_WRITER_NOTES_MAX,
    tooLong: `Keep notes to ${AI_WRITER_NOTES_MAX} characters.`,
  }).default(""),
  /** 0 for the first draft; "Try another version" counts up so the writer varies its wording. */
  attempt: z.number().int().min(0).max(99).default(0),
};

const name = (max: number) => line({ max }).min(2, "Give the listing a name first.");
const optionalCount = z.number().int().min(1).max(5000).optional();
const optionalPrice = z.number().int().min(0).max(1_000_000).optional();
const currentDescription = text({ max: 5000 }).default("");

/**
 * The facts of the listing being written about, as they stand in the owner's form (it may be a venue
 * not saved yet). Only names and numbers the writer uses; all but the name may still be empty.
 */
export const venueDescriptionFactsSchema = z.object({
  name: name(80),
  cityId: z.enum(cityIds).optional(),
  neighborhood: line({ max: 80 }).default(""),
  capacitySeated: optionalCount,
  capacityStanding: optionalCount,
  priceFrom: optionalPrice,
  styles: z.array(z.enum(venueStyles)).max(4).default([]),
  setting: z.enum(venueSettings).optional(),
  amenities: z
    .array(line({ max: 40 }).min(1))
    .max(20)
    .default([]),
  currentDescription,
});
export type VenueDescriptionFacts = z.infer<typeof venueDescriptionFactsSchema>;

export const vendorDescriptionFactsSchema = z.object({
  businessName: name(80),
  categorySlug: z.enum(vendorCategorySlugs).optional(),
  cityId: z.enum(cityIds).optional(),
  serviceArea: line({ max: 160 }).default(""),
  tagline: line({ max: 120 }).default(""),
  priceFrom: optionalPrice,
  packages: z
    .array(
      z.object({
        name: line({ max: 60 }).min(1),
        price: optionalPrice,
        description: text({ max: 400 }).default(""),
      }),
    )
    .max(8)
    .default([]),
  currentDescription,
});
export type VendorDescriptionFacts = z.infer<typeof vendorDescriptionFactsSchema>;

export const descriptionDraftRequestSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("venue"), venue: venueDescriptionFactsSchema, ...options }),
  z.object({ kind: z.literal("vendor"), vendor: vendorDescriptionFactsSchema, ...options }),
]);
export type DescriptionDraftRequest = z.input<typeof descriptionDraftRequestSchema>;

export const replyDraftRequestSchema = z.object(options);
export type ReplyDraftRequest = z.input<typeof replyDraftRequestSchema>;

export const replyDraftParamsSchema = z.object({ id: token(64) });

/** The draft streams as server-sent events: `delta` pieces, then `done` with the whole text, or `error`. */
export type AiDraftEvent =
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: { text: string } }
  | { event: "error"; data: { message: string } };

const eventData = {
  delta: z.object({ text: z.string() }),
  done: z.object({ text: z.string() }),
  error: z.object({ message: z.string() }),
};

/** A received event, or null when it is not one of ours (unknown name, bad JSON). */
export function parseAiDraftEvent(event: string, data: string): AiDraftEvent | null {
  if (!(event in eventData)) return null;
  try {
    const parsed = eventData[event as keyof typeof eventData].safeParse(JSON.parse(data));
    return parsed.success ? ({ event, data: parsed.data } as AiDraftEvent) : null;
  } catch {
    return null;
  }
}
