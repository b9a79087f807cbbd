import { z } from "zod";
import { line, requiredText, text, token } from "./strings";

/**
 * Inquiries (issue #3): a couple writes to one venue or vendor; the listing's owner answers from their
 * dashboard inbox. Since issue #13 a thread is a live conversation (`inquiry:{id}`, schemas/collaboration.ts):
 * replies are pushed to the other side at once and mailed only in the offline digest.
 */

export const listingKinds = ["venue", "vendor"] as const;
export type ListingKind = (typeof listingKinds)[number];

export const inquiryStatuses = ["new", "replied", "booked", "closed"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: "New",
  replied: "Replied",
  booked: "Booked",
  closed: "Closed",
};

export const INQUIRY_MESSAGE_MIN = 20;
export const INQUIRY_MESSAGE_MAX = 2000;
export const INQUIRY_REPLY_MAX = 4000;
/** Per couple, on top of the per-IP write limit: stops a couple spamming every listing in a city. */
export const INQUIRIES_PER_HOUR = 10;

/**
 * The earliest wedding date we accept: "today" somewhere on earth (UTC−12), so a couple west of the
 * server never sees their own today refused. Dates are YYYY-MM-DD and compare as strings.
 */
export function earliestWeddingDate(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

export const createInquirySchema = z.object({
  listingKind: z.enum(listingKinds, { error: "Choose a venue or a vendor." }),
  slug: line({ max: 120 }).min(1),
  weddingDate: z.iso
    .date("Enter a valid date.")
    .refine((d) => d >= earliestWeddingDate(), "Choose today or a later date.")
    .optional(),
  guestCount: z
    .number({ error: "Enter a number of guests." })
    .int("Use a whole number.")
    .min(1, "Use at least 1 guest.")
    .max(5000, "Use at most 5,000.")
    .optional(),
  message: requiredText({
    max: INQUIRY_MESSAGE_MAX,
    min: INQUIRY_MESSAGE_MIN,
    missing: "Write your message.",
    tooShort: `Write at least ${INQUIRY_MESSAGE_MIN} characters so they can answer well.`,
  }),
});
export type CreateInquiry = z.infer<typeof createInquirySchema>;

export const inquiryReplySchema = z.object({
  id: z.string(),
  /** Who wrote it, from the reader's point of view the thread's two sides. */
  author: z.enum(["couple", "owner"]),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type InquiryReply = z.infer<typeof inquiryReplySchema>;

const inquiryBase = z.object({
  id: z.string(),
  listingKind: z.enum(listingKinds),
  listing: z.object({ slug: z.string(), name: z.string() }),
  weddingDate: z.string().nullable(),
  guestCount: z.number().int().nullable(),
  message: z.string(),
  status: z.enum(inquiryStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(inquiryReplySchema),
});

/** What the couple sees of their own inquiry. */
export const coupleInquirySchema = inquiryBase;
export type CoupleInquiry = z.infer<typeof coupleInquirySchema>;
export const coupleInquiryListSchema = z.array(coupleInquirySchema);

/** What the listing's owner sees: the couple's name and email to answer them. */
export const ownerInquirySchema = inquiryBase.extend({
  couple: z.object({ name: z.string(), email: z.string() }),
});
export type OwnerInquiry = z.infer<typeof ownerInquirySchema>;

export const ownerInquiryQuerySchema = z.object({
  kind: z.enum(listingKinds),
  status: z.enum(inquiryStatuses).optional(),
});

export const inquiryCountsSchema = z.object({
  all: z.number().int(),
  new: z.number().int(),
  replied: z.number().int(),
  booked: z.number().int(),
  closed: z.number().int(),
});
export type InquiryCounts = z.infer<typeof inquiryCountsSchema>;

export const ownerInquiryPageSchema = z.object({
  items: z.array(ownerInquirySchema),
  counts: inquiryCountsSchema,
});
export type OwnerInquiryPage = z.infer<typeof ownerInquiryPageSchema>;

export const inquiryIdParamsSchema = z.object({ id: token(64) });

export const updateInquiryStatusSchema = z.object({
  status: z.enum(inquiryStatuses, { error: "Choose a status." }),
});

export const createReplySchema = z.object({
  body: text({ max: INQUIRY_REPLY_MAX }).min(1, "Write a reply first."),
});
export type CreateReply = z.infer<typeof createReplySchema>;
