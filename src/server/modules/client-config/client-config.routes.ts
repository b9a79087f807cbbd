import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const clientConfigSchema = z.object({ devMailbox: z.boolean() });

/** What the browser may know about how this server runs (e.g. whether to point new users to /dev/mailbox). */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ devMailbox: boolean }> = async (app, opts) => {
  app.get(
    "/api/client-config",
    {
      config: { public: true },
      schema: {
        tags: ["system"],
        summary: "Public runtime settings for the client",
        response: { 200: clientConfigSchema },
      },
    },
    async () => ({ devMailbox: opts.devMailbox }),
  );
};
