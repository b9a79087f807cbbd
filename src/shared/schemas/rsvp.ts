import { z } from "zod";
import { line, optionalEmail, text, token } from "./strings";

/**
 * What a guest sees and sends without an account (issue #12). The token is the household's secret
 * (≥ 128 bits); unknown and revoked tokens look the same. Public routes, rate-limited per IP:
 *
 *   GET  /rsvp/{token}                         the RSVP page (server-rendered HTML, a small script, ≤ 60 KB JS)
 *   GET  /api/rsvp/:token                      → rsvpInvitationSchema (404 `rsvp_not_found` when unknown/revoked)
 *   PUT  /api/rsvp/:token                      rsvpAnswerSchema → rsvpInvitationSchema (409 `rsvp_closed` after the deadline)
 *   POST /api/rsvp/find                        findInvitationSchema → findInvitationResultSchema
 *   GET  /guest-registration/{code}            the registration page (server-rendered)
 *   GET  /api/guest-registration/:code         → registrationInfoSchema (404 when the code is unknown or closed)
 *   POST /api/guest-registration/:code         registrationInputSchema → okSchema (lands in the couple's "to review")
 */

export const rsvpTokenParamsSchema = z.object({ token: token(64) });

export const rsvpInvitationSchema = z.object({
  householdName: z.string(),
  couple: z.object({ partner1: z.string(), partner2: z.string(), weddingDate: z.string().nullable() }),
  deadline: z.string().nullable(),
  /** True after the deadline: the page shows the answers read-only and how to contact the couple. */
  closed: z.boolean(),
  contactNote: z.string(),
  mealOptions: z.array(z.string()),
  events: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      startsOn: z.string().nullable(),
      startsAt: z.string().nullable(),
      location: z.string(),
      asksMeal: z.boolean(),
    }),
  ),
  guests: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isUnnamedPlusOne: z.boolean(),
      mealChoice: z.string(),
      dietaryNotes: z.string(),
      /** eventId → answer */
      answers: z.record(z.string(), z.enum(["pending", "attending", "declined"])),
    }),
  ),
  songRequest: z.string(),
  noteToCouple: z.string(),
  respondedAt: z.string().nullable(),
});
export type RsvpInvitation = z.infer<typeof rsvpInvitationSchema>;

export const rsvpAnswerSchema = z.object({
  guests: z
    .array(
      z.object({
        id: z.uuid(),
        /** Only for an unnamed plus-one: the name the guest gives them. */
        name: line({ max: 120 }).optional(),
        mealChoice: line({ max: 80 }).default(""),
        dietaryNotes: text({ max: 500 }).default(""),
        answers: z.record(z.uuid(), z.enum(["attending", "declined"])),
      }),
    )
    .min(1)
    .max(30),
  songRequest: line({ max: 200 }).default(""),
  noteToCouple: text({ max: 1000 }).default(""),
  /** A confirmation mail goes here when given. */
  email: optionalEmail().default(""),
});
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;

export const findInvitationSchema = z.object({
  slug: token(40),
  name: line({ max: 120 }).min(2, "Enter your name as it appears on your invitation."),
  /** The email or postcode on file, or the last name of someone else in the party. */
  secondFact: line({ max: 120 }).optional(),
});
/** The same answer shape whether or not the name matched, so the list cannot be probed by name alone. */
export const findInvitationResultSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("need_fact"), prompt: z.string() }),
  z.object({ status: z.literal("found"), rsvpPath: z.string(), householdName: z.string() }),
  z.object({ status: z.literal("not_found"), message: z.string() }),
]);

export const registrationInfoSchema = z.object({
  partner1: z.string(),
  partner2: z.string(),
  weddingDate: z.string().nullable(),
});

export const registrationInputSchema = z.object({
  householdName: line({ max: 120 }).min(1, "Enter how your invitation should be addressed."),
  email: optionalEmail(),
  phone: line({ max: 40 }).default(""),
  address: text({ max: 300 }).default(""),
  postcode: line({ max: 20 }).default(""),
  guests: z
    .array(
      z.object({
        name: line({ max: 120 }).min(1, "Enter each guest's name."),
        dietaryNotes: text({ max: 500 }).default(""),
      }),
    )
    .min(1, "Add at least one guest.")
    .max(12, "At most 12 people per registration."),
  note: text({ max: 1000 }).default(""),
});
