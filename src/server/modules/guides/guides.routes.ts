import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guideListSchema, guideParamsSchema, guideSchema } from "@shared/schemas/guides";
import { createGuideLibrary } from "./guides.service";

/** The planning guides as pages (issue #15): public reads of files that ship with the server. */
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = createGuideLibrary();
  const tags = ["guides"];
  // Public, identical for everyone and changed only by a deploy: caches and browsers may keep them.
  const cacheable = "public, max-age=300, stale-while-revalidate=3600";

  app.get(
    "/api/guides",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The planning guides: title, slug, one-line summary",
        response: { 200: guideListSchema },
      },
    },
    async (_req, reply) => reply.header("cache-control", cacheable).send(library.list()),
  );

  app.get(
    "/api/guides/:slug",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "One guide's sections as blocks (paragraphs and lists; never HTML)",
        params: guideParamsSchema,
        response: { 200: guideSchema },
      },
    },
    async (req, reply) => reply.header("cache-control", cacheable).send(library.get(req.params.slug)),
  );
};
