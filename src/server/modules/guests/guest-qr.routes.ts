import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { householdSchema, idParamsSchema } from "@shared/schemas/guests";
import type { Db } from "../../db/client";
import type { GuestListNews } from "./guest-list-bus";
import { writeLimit } from "../../plugins/rate-limits";
import { householdQr, qrSheetPdf, replaceRsvpToken } from "./guest-qr.service";

type Options = { db: Db; guestList: GuestListNews; publicUrl: string; writesPerMinute: number };

/** The couple's RSVP links: QR codes, the printable cards and a new link (issue #12; shared/schemas/guests.ts). */
export const guestQrRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, guestList, publicUrl, writesPerMinute },
) => {
  for (const format of ["svg", "png"] as const) {
    app.get(
      `/api/guests/households/:id/qr.${format}`,
      {
        config: { coupleOwned: { area: "guests" } },
        schema: {
          tags: ["guests"],
          summary: `The household's RSVP QR code (${format.toUpperCase()})`,
          params: idParamsSchema,
          produces: [format === "svg" ? "image/svg+xml" : "image/png"],
        },
      },
      async (req, reply) => {
        const qr = await householdQr(db, req.viewer, req.params.id, publicUrl, format);
        return reply
          .type(format === "svg" ? "image/svg+xml; charset=utf-8" : "image/png")
          .header("content-disposition", `attachment; filename="${qr.fileName}"`)
          .send(qr.body);
      },
    );
  }

  app.get(
    "/api/guests/qr-sheet.pdf",
    {
      config: { coupleOwned: { area: "guests" }, ...writeLimit(10) },
      schema: {
        tags: ["guests"],
        summary: "Printable RSVP cards: four a page, each household's name, QR code and link",
        produces: ["application/pdf"],
      },
    },
    async (req, reply) => {
      const pdf = await qrSheetPdf(db, req.viewer, publicUrl);
      return reply
        .type("application/pdf")
        .header("content-disposition", 'inline; filename="rsvp-cards.pdf"')
        .send(pdf);
    },
  );

  app.post(
    "/api/guests/households/:id/token",
    {
      config: { coupleOwned: { area: "guests" }, ...writeLimit(writesPerMinute) },
      schema: {
        tags: ["guests"],
        summary: "Replace the household's RSVP link: the old one stops working at once",
        params: idParamsSchema,
        response: { 200: householdSchema },
      },
    },
    async (req) => replaceRsvpToken(db, guestList, req.viewer, req.params.id),
  );
};
