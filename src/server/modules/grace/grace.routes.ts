import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "@shared/schemas/common";
import {
  GRACE_MAX_AUDIO_BYTES,
  graceAudioParamsSchema,
  graceSendSchema,
  graceTranscriptSchema,
  graceVoiceSchema,
} from "@shared/schemas/grace";
import { graceReplySchema } from "@shared/schemas/help";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { writeLimit } from "../../plugins/rate-limits";
import type { GraceAudio } from "../../providers/ai/grace/audio";
import type { GraceEngine } from "../../providers/ai/grace/grace-types";
import { createAudioStore } from "./grace-audio-store";
import { answerGrace, transcribeFor, type GraceDeps } from "./grace.service";

type Options = {
  db: Db;
  engine: GraceEngine;
  audio: GraceAudio | null;
  /** Messages (and recordings) one address may send Grace per minute (RATE_LIMIT_GRACE_PER_MINUTE). */
  perMinute: number;
};

const AUDIO_TYPE = /^audio\/(webm|ogg|mp4|mpeg|wav|x-m4a)(;[ a-z0-9=.,-]*)?$/i;

const transcriptionBodySchema = z.object({
  /** The recording, base64 (MediaRecorder's Blob read as a data URL, prefix removed). */
  audio: z
    .string()
    .min(1, "The recording is empty.")
    .max(Math.ceil((GRACE_MAX_AUDIO_BYTES * 4) / 3) + 4, "Keep the recording under a minute.")
    .regex(/^[A-Za-z0-9+/]+=*$/, "The recording is not valid base64."),
  contentType: z
    .string()
    .max(100)
    .regex(AUDIO_TYPE, "Send the recording as WebM, Ogg, MP4, MP3 or WAV audio."),
});

/**
 * Grace, the support assistant (issue #17; the spec's grace-support-chat): public — support matters most
 * to people who cannot sign in — and rate-limited per address. Who is asking is read from the session,
 * never from the body.
 */
export const graceRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const deps = (log: GraceDeps["log"]): GraceDeps => ({
    db: opts.db,
    engine: opts.engine,
    audio: opts.audio,
    audioStore,
    log,
  });
  const audioStore = createAudioStore();
  const tags = ["grace"];

  app.post(
    "/api/grace/messages",
    {
      config: { public: true, ...writeLimit(opts.perMinute) },
      schema: {
        tags,
        summary:
          "Ask Grace a support question; the reply carries the spec's fields (response, audioUrl, suggestTicket, issueType, priority, title)",
        body: graceSendSchema,
        response: { 200: graceReplySchema, 429: errorBodySchema },
      },
    },
    async (req) => {
      const aborter = new AbortController();
      req.raw.on("close", () => {
        if (!req.raw.complete) aborter.abort();
      });
      return answerGrace(deps(req.log), req.viewer ?? null, req.body, req.ip ?? null, aborter.signal);
    },
  );

  app.get(
    "/api/grace/voice",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "What the server adds to Grace's voice mode (transcription, speech)",
        response: { 200: graceVoiceSchema },
      },
    },
    async () => ({ transcription: opts.audio !== null, speech: opts.audio !== null }),
  );

  app.post(
    "/api/grace/transcriptions",
    {
      config: { public: true, ...writeLimit(opts.perMinute) },
      bodyLimit: Math.ceil((GRACE_MAX_AUDIO_BYTES * 4) / 3) + 16 * 1024,
      schema: {
        tags,
        summary: "Turn a voice recording into text for Grace (only when an audio endpoint is configured)",
        body: transcriptionBodySchema,
        response: { 200: graceTranscriptSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => {
      if (!opts.audio) throw notFound("Voice transcription is not available.");
      const audio = Buffer.from(req.body.audio, "base64");
      if (audio.length === 0 || audio.length > GRACE_MAX_AUDIO_BYTES)
        throw new AppError("VALIDATION", "Keep the recording under a minute.");
      try {
        const text = await transcribeFor(
          deps(req.log),
          audio,
          req.body.contentType,
          AbortSignal.timeout(30_000),
        );
        return { text: text ?? "" };
      } catch (err) {
        req.log.error({ err }, "Grace's transcription failed");
        throw new AppError(
          "BAD_REQUEST",
          "We couldn't make out the recording. Please try again or type your question.",
        );
      }
    },
  );

  app.get(
    "/api/grace/audio/:id",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A spoken Grace reply (kept a few minutes)",
        params: graceAudioParamsSchema,
        produces: ["audio/mpeg"],
      },
    },
    async (req, reply) => {
      const audio = audioStore.get(req.params.id);
      if (!audio) throw notFound("This audio has expired.");
      return reply
        .header("content-type", "audio/mpeg")
        .header("cache-control", "private, max-age=300")
        .send(audio);
    },
  );
};
