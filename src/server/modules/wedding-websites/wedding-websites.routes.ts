import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  publishSchema,
  SLUG_PATTERN,
  slugAvailabilitySchema,
  slugQuerySchema,
  websitePasswordSchema,
  weddingWebsiteInputSchema,
  weddingWebsiteSchema,
} from "@shared/schemas/wedding-websites";
import type { Db } from "../../db/client";
import { coupleScope } from "../../access/couple-scope";
import { writeLimit } from "../../plugins/rate-limits";
import {
  getWebsite,
  isSlugAvailable,
  setPassword,
  setPublished,
  SLUG_TAKEN,
  updateWebsite,
} from "./wedding-websites.service";

const what = "Wedding websites";

/** The couple's wedding website builder API (issue #12; contract in shared/schemas/wedding-websites.ts). */
export const weddingWebsiteRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  const scope = (viewer: Parameters<typeof coupleScope>[1]) => coupleScope(db, viewer, { what });

  app.get(
    "/api/wedding-website",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["wedding websites"],
        summary: "The couple's wedding website (a private draft is made on first read)",
        response: { 200: weddingWebsiteSchema },
      },
    },
    async (req) => getWebsite(db, (await scope(req.viewer)).coupleId),
  );

  app.put(
    "/api/wedding-website",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags: ["wedding websites"],
        summary: "Save the website: address, theme, title and sections (409 when the address is taken)",
        body: weddingWebsiteInputSchema,
        response: { 200: weddingWebsiteSchema },
      },
    },
    async (req) => updateWebsite(db, (await scope(req.viewer)).coupleId, req.body),
  );

  app.get(
    "/api/wedding-website/slug",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["wedding websites"],
        summary: "Whether an address (/w/{slug}) is free for this couple",
        querystring: slugQuerySchema,
        response: { 200: slugAvailabilitySchema },
      },
    },
    async (req) => {
      const { coupleId } = await scope(req.viewer);
      const slug = req.query.slug.trim().toLowerCase();
      if (!SLUG_PATTERN.test(slug))
        return { slug, available: false, message: "Use 3–40 lowercase letters, digits and dashes." };
      const available = await isSlugAvailable(db, coupleId, slug);
      return { slug, available, message: available ? "This address is free." : SLUG_TAKEN };
    },
  );

  app.post(
    "/api/wedding-website/publish",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags: ["wedding websites"],
        summary: "Publish ({published: true}) or take the website down ({published: false})",
        body: publishSchema,
        response: { 200: weddingWebsiteSchema },
      },
    },
    async (req) => setPublished(db, (await scope(req.viewer)).coupleId, req.body.published),
  );

  app.put(
    "/api/wedding-website/password",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags: ["wedding websites"],
        summary: "Set the visitors' password (stored as a scrypt hash), or remove it with null",
        body: websitePasswordSchema,
        response: { 200: weddingWebsiteSchema },
      },
    },
    async (req) => setPassword(db, (await scope(req.viewer)).coupleId, req.body.password),
  );
};
