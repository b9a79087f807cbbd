import { z } from "zod";
import { cityIds } from "../catalog";
import { photoSchema } from "./marketplace";
import { line, text } from "./strings";

/**
 * Venue tours (issue #3): venues offer times, couples book one, both sides get a calendar invite.
 * Instants travel as ISO strings in UTC; `timeZone` (IANA) says how to show them in the venue's local time.
 */

export const tourDurations = [30, 45, 60, 90] as const;
export type TourDuration = (typeof tourDurations)[number];
export const TOUR_MAX_PARTY = 20;
export const TOUR_NOTE_MAX = 1000;
/** How far ahead couples see offered times. */
export const TOUR_BOOKING_WINDOW_DAYS = 60;

const localDate = line({ max: 40, trim: false })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-05-15.")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, "That date doesn't exist.");
const localTime = line({ max: 40, trim: false }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 14:30.");
const id = z.guid("That id is not valid.");

export const idParamsSchema = z.object({ id });
export const venueIdParamsSchema = z.object({ venueId: id });
export const slotIdParamsSchema = z.object({ slotId: id });

// ── Owner: offered times ─────────────────────────────────────────────────────────────────────────

export const createTourSlotsSchema = z.object({
  /** The first day, in the venue's local calendar. */
  date: localDate,
  /** Venue-local wall-clock times on that day. */
  times: z
    .array(localTime)
    .min(1, "Add at least one time.")
    .max(12, "Add at most 12 times a day.")
    .refine((ts) => new Set(ts).size === ts.length, "Each time only once."),
  durationMinutes: z.literal(tourDurations, { error: "Choose 30, 45, 60 or 90 minutes." }),
  /** Also offer the same times on the same weekday for this many following weeks. */
  repeatWeeks: z.number().int().min(0).max(12).default(0),
});
export type CreateTourSlots = z.input<typeof createTourSlotsSchema>;

/** A venue the owner manages, for the tour-times picker. */
export const ownerTourVenueSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cityId: z.enum(cityIds),
  timeZone: z.string(),
  upcomingSlots: z.number().int(),
  upcomingTours: z.number().int(),
});
export type OwnerTourVenue = z.infer<typeof ownerTourVenueSchema>;

export const ownerTourSlotSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  /** The confirmed booking on this time, if any. */
  booking: z.object({ id: z.string(), coupleName: z.string() }).nullable(),
});
export type OwnerTourSlot = z.infer<typeof ownerTourSlotSchema>;

export const ownerTourSlotsSchema = z.object({
  venue: ownerTourVenueSchema.pick({ id: true, slug: true, name: true, cityId: true, timeZone: true }),
  slots: z.array(ownerTourSlotSchema),
});
export type OwnerTourSlots = z.infer<typeof ownerTourSlotsSchema>;

export const createTourSlotsResultSchema = z.object({
  created: z.number().int(),
  /** Times that already existed (same venue and start). */
  skipped: z.number().int(),
});
export type CreateTourSlotsResult = z.infer<typeof createTourSlotsResultSchema>;

// ── Public: a venue's open times ─────────────────────────────────────────────────────────────────

export const tourVenueSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  neighborhood: z.string(),
  cityId: z.enum(cityIds),
  photo: photoSchema,
  timeZone: z.string(),
});
export type TourVenue = z.infer<typeof tourVenueSchema>;

export const openTourSlotSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
});
export type OpenTourSlot = z.infer<typeof openTourSlotSchema>;

export const venueTourSlotsSchema = z.object({
  venue: tourVenueSchema,
  /** Unbooked future times in the next 60 days, soonest first. */
  slots: z.array(openTourSlotSchema),
});
export type VenueTourSlots = z.infer<typeof venueTourSlotsSchema>;

// ── Couple: bookings ─────────────────────────────────────────────────────────────────────────────

const phone = line({ max: 30 }).refine(
  (v) => v === "" || /^[0-9+().\-\s]{7,30}$/.test(v),
  "Enter a phone number like (216) 555-0142.",
);

export const bookTourSchema = z.object({
  slotId: id,
  partySize: z
    .number({ error: "How many people are coming?" })
    .int()
    .min(1, "At least 1 person.")
    .max(TOUR_MAX_PARTY, `At most ${TOUR_MAX_PARTY} people.`),
  phone: phone.default(""),
  note: text({ max: TOUR_NOTE_MAX, tooLong: `Keep the note under ${TOUR_NOTE_MAX} characters.` }).default(""),
});
export type BookTour = z.input<typeof bookTourSchema>;

export const rescheduleTourSchema = z.object({ slotId: id });
export type RescheduleTour = z.infer<typeof rescheduleTourSchema>;

export const cancelTourSchema = z.object({
  reason: text({ max: 500, tooLong: "Keep the reason under 500 characters." }).default(""),
});
export type CancelTour = z.input<typeof cancelTourSchema>;

export const tourStatusSchema = z.enum(["confirmed", "cancelled"]);

export const tourBookingSchema = z.object({
  id: z.string(),
  status: tourStatusSchema,
  slotId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  partySize: z.number().int(),
  phone: z.string(),
  note: z.string(),
  createdAt: z.string(),
  venue: tourVenueSchema,
});
export type TourBooking = z.infer<typeof tourBookingSchema>;

/** A booking as the venue owner sees it: who is coming and how to reach them. */
export const ownerTourBookingSchema = z.object({
  id: z.string(),
  status: tourStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  partySize: z.number().int(),
  phone: z.string(),
  note: z.string(),
  createdAt: z.string(),
  venue: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  couple: z.object({ name: z.string(), email: z.string() }),
});
export type OwnerTourBooking = z.infer<typeof ownerTourBookingSchema>;
