import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_UPLOAD_BYTES, uploadedFileSchema, uploadMessages } from "@shared/schemas/uploads";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { writeLimit } from "../../plugins/rate-limits";
import { requireViewer } from "../../access/couple-scope";
import type { Storage } from "../../providers/storage/storage";
import { deleteUpload, readUpload, storeUpload } from "./uploads.service";

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/**
 * Uploads (issue #3): photos for listings (venue owners, vendors), wedding websites (couples, issue #12)
 * and chat attachments (anyone signed in, issue #13); one file per request. Images are served back at
 * /uploads/{id}.webp with AVIF and WebP variants at /uploads/{id}-w{width}.avif|webp (issue #21,
 * decision 051), PDFs (chat only) as sent at /uploads/{id}.pdf.
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
        summary:
          "Upload one photo (JPEG, PNG, WebP, GIF or AVIF) or PDF (chat attachments) up to 10 MB, multipart field 'file'",
        consumes: ["multipart/form-data"],
        response: { 201: uploadedFileSchema, 400: errorSchema, 403: errorSchema, 413: errorSchema },
      },
    },
    async (req, reply) => {
      // Every kind of account has a use for it now: contributors attach files in their chats.
      const viewer = requireViewer(req.viewer);
      if (!req.isMultipart()) throw new AppError("BAD_REQUEST", uploadMessages.noFile);
      let data: Buffer;
      let fileName: string;
      try {
        const file = await req.file();
        if (!file) throw new AppError("BAD_REQUEST", uploadMessages.noFile);
        data = await file.toBuffer();
        fileName = file.filename;
      } catch (err) {
        throw toUploadError(err);
      }
      const stored = await storeUpload(db, { ownerId: viewer.id, storage, data, fileName });
      return reply.status(201).send(stored);
    },
  );

  app.delete(
    "/api/uploads/:id",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags: ["uploads"],
        summary: "Delete one of your uploads: the file and, for a photo, its responsive variants",
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await deleteUpload(db, storage, { ownerId: requireViewer(req.viewer).id, id: req.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/uploads/:name",
    {
      config: { public: true },
      schema: {
        tags: ["uploads"],
        summary:
          "An uploaded photo ({id}.webp, immutable), one of its variants ({id}-w{width}.avif or .webp) or a PDF (a download under its name)",
        params: z.object({ name: z.string().max(64) }),
        produces: ["image/webp", "image/avif", "application/pdf"],
      },
    },
    async (req, reply) => {
      // Served by the app from either backend (decision 019): one URL, our cache and nosniff headers,
      // and the bucket stays private.
      const file = await readUpload(db, storage, req.params.name);
      if (!file) throw notFound("We couldn't find that photo.");
      reply
        .type(file.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff");
      // A PDF is a download, never a page of this site (its scripts and forms stay out of our origin),
      // under the name it was sent with.
      if (file.contentType === "application/pdf")
        reply
          .header("content-disposition", contentDisposition(file.fileName))
          .header("content-security-policy", "sandbox");
      return reply.send(file.bytes);
    },
  );
};

/** `attachment` with an ASCII fallback name and the exact one in RFC 5987 form. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

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
