import { UpstreamError, type Endpoint } from "../openai/chat-completions";

/**
 * Grace's voice on an OpenAI-compatible audio endpoint (issue #17; docs/decisions/043): speech to text
 * (`POST {base}/audio/transcriptions`, multipart) for browsers without speech recognition, and text to
 * speech (`POST {base}/audio/speech`) for her spoken replies. Both optional: without an endpoint the
 * browser's own recognition and speechSynthesis are used.
 */

export type GraceAudio = {
  transcribe: (audio: Buffer, contentType: string, signal: AbortSignal) => Promise<string>;
  /** MP3 bytes of `text` spoken. */
  speak: (text: string, signal: AbortSignal) => Promise<Buffer>;
};

const TIMEOUT_MS = 30_000;
/** What we read of an upstream error for the log. */
const MAX_ERROR_TEXT = 2_000;

function url(endpoint: Endpoint, path: string): string {
  return `${endpoint.baseURL.replace(/\/+$/, "")}${path}`;
}

async function check(res: Response, what: string): Promise<Response> {
  if (res.ok) return res;
  const body = (await res.text().catch(() => "")).slice(0, MAX_ERROR_TEXT);
  throw new UpstreamError(`the audio endpoint answered ${res.status} to ${what}: ${body}`, res.status);
}

function extensionOf(contentType: string): string {
  if (contentType.includes("ogg")) return "ogg";
  if (contentType.includes("mp4") || contentType.includes("m4a")) return "m4a";
  if (contentType.includes("mpeg")) return "mp3";
  if (contentType.includes("wav")) return "wav";
  return "webm";
}

export function createGraceAudio(opts: {
  endpoint: Endpoint;
  transcribeModel: string;
  speechModel: string;
  voice: string;
}): GraceAudio {
  const auth = { authorization: `Bearer ${opts.endpoint.apiKey || "none"}` };
  const within = (signal: AbortSignal) => AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]);
  return {
    async transcribe(audio, contentType, signal) {
      const form = new FormData();
      form.set("model", opts.transcribeModel);
      form.set("language", "en");
      form.set(
        "file",
        new Blob([new Uint8Array(audio)], { type: contentType }),
        `speech.${extensionOf(contentType)}`,
      );
      const res = await check(
        await fetch(url(opts.endpoint, "/audio/transcriptions"), {
          method: "POST",
          headers: auth,
          body: form,
          signal: within(signal),
        }),
        "a transcription",
      );
      const json = (await res.json()) as { text?: unknown };
      if (typeof json.text !== "string") throw new UpstreamError("the transcription had no text");
      return json.text.trim();
    },
    async speak(text, signal) {
      const res = await check(
        await fetch(url(opts.endpoint, "/audio/speech"), {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({
            model: opts.speechModel,
            voice: opts.voice,
            input: text,
            response_format: "mp3",
          }),
          signal: within(signal),
        }),
        "a speech request",
      );
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
