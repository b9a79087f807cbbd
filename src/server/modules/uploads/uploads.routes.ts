import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_UPLOAD_BYTES, uploadedPhotoSchema, uploadMessages } from "@shared/schemas/uploads";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { writeLimit } from "../../plugins/rate-limits";
import { requireKind } from "../../access/couple-scope";
import type { Storage } from "../../providers/storage/storage";
import { readUpload, storeUpload } from "./uploads.service";

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/**
 * Photo uploads (issue #3): venue owners and vendors for their listings, couples for their wedding
 * website (issue #12); one image per request, served back at /uploads/{id}.webp.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  writesPerMinute: number;
}> = async (app, { db, storage, writesPerMinute }) => {
  // Registered in this plugin's scope only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

  app.post(
    "/api/uploads",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags: ["uploads"],
        summary: "Upload one photo (multipart field 'file'): JPEG, PNG, WebP, GIF or AVIF up to 10 MB",
        consumes: ["multipart/form-data"],
        response: { 201: uploadedPhotoSchema, 400: errorSchema, 403: errorSchema, 413: errorSchema },
      },
    },
    async (req, reply) => {
      const viewer = requireKind(req.viewer, ["venue_owner", "vendor", "couple"], {
        message: "Uploading photos needs a couple, venue owner or vendor account.",
      });
      if (!req.isMultipart()) throw new AppError("BAD_REQUEST", uploadMessages.noFile);
      let data: Buffer;
      try {
        const file = await req.file();
        if (!file) throw new AppError("BAD_REQUEST", uploadMessages.noFile);
        data = await file.toBuffer();
      } catch (err) {
        throw toUploadError(err);
      }
      const stored = await storeUpload(db, { ownerId: viewer.id, storage, data });
      return reply.status(201).send(stored);
    },
  );

  app.get(
    "/uploads/:name",
    {
      config: { public: true },
      schema: {
        tags: ["uploads"],
        summary: "An uploaded photo (WebP, immutable)",
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (req, reply) => {
      // Served by the app from either backend (decision 019): one URL, our cache and nosniff headers,
      // and the bucket stays private.
      const bytes = await readUpload(storage, req.params.name);
      if (!bytes) throw notFound("We couldn't find that photo.");
      return reply
        .type("image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );
};

/** Multipart parser errors as the messages the uploader shows. */
function toUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return Object.assign(new Error(uploadMessages.tooBig), { statusCode: 413 });
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError("BAD_REQUEST", "Send one photo per request, with no other fields.");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("BAD_REQUEST", uploadMessages.noFile);
    default:
      return err;
  }
}
