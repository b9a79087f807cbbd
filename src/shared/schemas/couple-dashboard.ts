import { z } from "zod";
import { cityIds } from "../catalog";
import { taskGlanceSchema } from "./timeline";

/**
 * The couple's dashboard (`GET /api/couple-dashboard`, issue #14): one answer with everything the page
 * shows, so it opens with one request. The couple's alone. Money in integer cents.
 */

export const dashboardProfileSchema = z.object({
  partner1Name: z.string(),
  partner2Name: z.string(),
  weddingDate: z.string().nullable(),
  /** "fall-2027" while there is no date. */
  weddingSeason: z.string().nullable(),
  cityId: z.enum(cityIds).nullable(),
  guestCount: z.number().int().nullable(),
  weddingStyle: z.string(),
});
export type DashboardProfile = z.infer<typeof dashboardProfileSchema>;

export const budgetGlanceSchema = z.object({
  totalCents: z.number().int(),
  allocatedCents: z.number().int(),
  /** Contracts, or estimates where there is no contract yet; per-guest lines × the guest count. */
  committedCents: z.number().int(),
  paidCents: z.number().int(),
  /** The earliest unpaid payment with a due date (overdue ones included). */
  nextPayment: z
    .object({
      label: z.string(),
      itemName: z.string(),
      amountCents: z.number().int(),
      dueOn: z.string(),
    })
    .nullable(),
});
export type BudgetGlance = z.infer<typeof budgetGlanceSchema>;

export const dashboardMessageSchema = z.object({
  /** `inquiry:{id}` or `couple:{coupleId}`. */
  thread: z.string(),
  /** The venue or vendor's name, or "Group chat". */
  title: z.string(),
  authorName: z.string(),
  /** The message's first 140 characters. */
  preview: z.string(),
  createdAt: z.string(),
  isUnread: z.boolean(),
});
export type DashboardMessage = z.infer<typeof dashboardMessageSchema>;

export const coupleDashboardSchema = z.object({
  profile: dashboardProfileSchema.nullable(),
  budget: budgetGlanceSchema.nullable(),
  rsvp: z.object({
    total: z.number().int(),
    attending: z.number().int(),
    pending: z.number().int(),
    declined: z.number().int(),
    households: z.number().int(),
  }),
  savedVenues: z.object({
    count: z.number().int(),
    recent: z.array(z.object({ slug: z.string(), name: z.string(), cityId: z.string() })),
  }),
  messages: z.object({ unread: z.number().int(), recent: z.array(dashboardMessageSchema) }),
  /** The next open tasks of the master timeline (issue #15), soonest first; empty before it is built. */
  tasks: z.array(taskGlanceSchema),
});
export type CoupleDashboard = z.infer<typeof coupleDashboardSchema>;
