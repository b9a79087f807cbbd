import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@shared/schemas/common";
import { slugParamsSchema } from "@shared/schemas/marketplace";
import {
  bookTourSchema,
  cancelTourSchema,
  createTourSlotsResultSchema,
  createTourSlotsSchema,
  idParamsSchema,
  ownerTourBookingSchema,
  ownerTourSlotsSchema,
  ownerTourVenueSchema,
  rescheduleTourSchema,
  slotIdParamsSchema,
  tourBookingSchema,
  venueIdParamsSchema,
  venueTourSlotsSchema,
} from "@shared/schemas/tours";
import type { Db } from "../../db/client";
import { calendarContentType } from "../../lib/ics";
import { requireViewer } from "../../access/couple-scope";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import {
  bookTour,
  coupleCancelTour,
  getMyTour,
  listMyTours,
  listOwnerTours,
  ownerCancelTour,
  rescheduleTour,
  tourIcs,
  type TourDeps,
} from "./tour-bookings.service";
import {
  createSlots,
  deleteSlot,
  listOpenSlots,
  listOwnerSlots,
  listOwnerTourVenues,
} from "./tour-slots.service";

/**
 * Venue tours (issue #3): owners offer times, couples book, reschedule and cancel; both sides get emails
 * with a calendar invite. Authorization lives in the service (someone else's row answers 404).
 */
export const tourRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  writesPerMinute: number;
}> = async (app, { db, mailer, publicUrl, writesPerMinute }) => {
  const deps: TourDeps = { db, mailer, publicUrl: publicUrl.replace(/\/+$/, ""), log: app.log };
  const write = writeLimit(writesPerMinute);

  // ── Public ──
  app.get(
    "/api/venues/:slug/tour-slots",
    {
      config: { public: true },
      schema: {
        tags: ["tours"],
        summary: "A published venue's open tour times in the next 60 days, with its time zone",
        params: slugParamsSchema,
        response: { 200: venueTourSlotsSchema },
      },
    },
    async (req) => listOpenSlots(db, req.params.slug),
  );

  // ── Venue owner ──
  app.get(
    "/api/owner/tour-venues",
    {
      schema: {
        tags: ["tours"],
        summary: "The owner's venues with counts of upcoming open times and tours",
        response: { 200: z.array(ownerTourVenueSchema) },
      },
    },
    async (req) => listOwnerTourVenues(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/owner/venues/:venueId/tour-slots",
    {
      schema: {
        tags: ["tours"],
        summary: "Upcoming tour times of one of the owner's venues, with who booked them",
        params: venueIdParamsSchema,
        response: { 200: ownerTourSlotsSchema },
      },
    },
    async (req) => listOwnerSlots(db, requireViewer(req.viewer), req.params.venueId),
  );

  app.post(
    "/api/owner/venues/:venueId/tour-slots",
    {
      config: write,
      schema: {
        tags: ["tours"],
        summary: "Offer tour times (venue-local), optionally repeated weekly; existing times are skipped",
        params: venueIdParamsSchema,
        body: createTourSlotsSchema,
        response: { 201: createTourSlotsResultSchema },
      },
    },
    async (req, reply) => {
      const result = await createSlots(db, requireViewer(req.viewer), req.params.venueId, req.body);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    "/api/owner/tour-slots/:slotId",
    {
      config: write,
      schema: {
        tags: ["tours"],
        summary: "Remove an offered time (409 while a couple has it booked)",
        params: slotIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await deleteSlot(db, requireViewer(req.viewer), req.params.slotId);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/owner/tours",
    {
      schema: {
        tags: ["tours"],
        summary: "Tours booked at the owner's venues, upcoming first",
        response: { 200: z.array(ownerTourBookingSchema) },
      },
    },
    async (req) => listOwnerTours(db, requireViewer(req.viewer)),
  );

  app.post(
    "/api/owner/tours/:id/cancel",
    {
      config: write,
      schema: {
        tags: ["tours"],
        summary: "Cancel a tour at one of the owner's venues; the couple is emailed",
        params: idParamsSchema,
        body: cancelTourSchema,
        response: { 200: ownerTourBookingSchema },
      },
    },
    async (req) => ownerCancelTour(deps, requireViewer(req.viewer), req.params.id, req.body),
  );

  // ── Couple ──
  app.post(
    "/api/tours",
    {
      config: { ...write, idempotent: true, coupleOwned: true },
      schema: {
        tags: ["tours"],
        summary: "Book an open tour time (409 when someone else just took it)",
        body: bookTourSchema,
        response: { 201: tourBookingSchema },
      },
    },
    async (req, reply) => {
      const booking = await bookTour(deps, requireViewer(req.viewer), req.body);
      return reply.status(201).send(booking);
    },
  );

  app.get(
    "/api/tours",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["tours"],
        summary: "The couple's tours, upcoming first",
        response: { 200: z.array(tourBookingSchema) },
      },
    },
    async (req) => listMyTours(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/tours/:id",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["tours"],
        summary: "One of the couple's tours",
        params: idParamsSchema,
        response: { 200: tourBookingSchema },
      },
    },
    async (req) => getMyTour(db, requireViewer(req.viewer), req.params.id),
  );

  app.get(
    "/api/tours/:id/ics",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["tours"],
        summary: "The tour as an .ics calendar file (its couple or the venue's owner)",
        params: idParamsSchema,
        produces: ["text/calendar"],
      },
    },
    async (req, reply) => {
      const file = await tourIcs(deps, requireViewer(req.viewer), req.params.id);
      return reply
        .header("content-type", calendarContentType(file.content))
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "private, no-store")
        .send(file.content);
    },
  );

  app.post(
    "/api/tours/:id/reschedule",
    {
      config: { ...write, coupleOwned: true },
      schema: {
        tags: ["tours"],
        summary: "Move a tour to another open time at the same venue; both sides are emailed",
        params: idParamsSchema,
        body: rescheduleTourSchema,
        response: { 200: tourBookingSchema },
      },
    },
    async (req) => rescheduleTour(deps, requireViewer(req.viewer), req.params.id, req.body.slotId),
  );

  app.post(
    "/api/tours/:id/cancel",
    {
      config: { ...write, coupleOwned: true },
      schema: {
        tags: ["tours"],
        summary: "Cancel one of the couple's tours; both sides are emailed",
        params: idParamsSchema,
        response: { 200: tourBookingSchema },
      },
    },
    async (req) => coupleCancelTour(deps, requireViewer(req.viewer), req.params.id),
  );
};
