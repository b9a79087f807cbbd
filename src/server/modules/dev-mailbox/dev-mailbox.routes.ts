import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { listMailbox } from "../../providers/email/mailbox-mailer";

/** Registered only when the built-in mailbox is the mailer (never in production). */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db; beforeRead: () => Promise<void> }> = async (
  app,
  { db, beforeRead },
) => {
  app.get(
    "/api/dev/mailbox",
    {
      config: { public: true },
      schema: {
        tags: ["development"],
        summary: "Emails caught by the built-in mailbox, newest first",
        response: {
          200: z.array(
            z.object({
              to: z.string(),
              subject: z.string(),
              text: z.string(),
              html: z.string(),
              attachments: z.array(
                z.object({
                  filename: z.string(),
                  contentType: z.string(),
                  content: z.string(),
                  encoding: z.enum(["utf8", "base64"]),
                }),
              ),
              createdAt: z.date(),
            }),
          ),
        },
      },
    },
    async () => {
      await beforeRead();
      return listMailbox(db);
    },
  );
};
