import { setTimeout as sleep } from "node:timers/promises";
import { chunkReply } from "../../builtin/builtin-engine";
import type { Writer, WritingTask } from "../writer-types";
import { inquiryReply } from "./inquiry-reply";
import { vendorDescription } from "./vendor-description";
import { venueDescription } from "./venue-description";

/** The whole draft for a task, composed from its facts (no model: the offline writer). */
export function composeDraft(task: WritingTask): string {
  const voice = { tone: task.tone, attempt: task.attempt };
  switch (task.kind) {
    case "venue_description":
      return venueDescription(task.venue, voice, task.notes);
    case "vendor_description":
      return vendorDescription(task.vendor, voice, task.notes);
    case "inquiry_reply":
      return inquiryReply(task.inquiry, voice, task.notes);
  }
}

/**
 * The built-in writer: composes the draft from the listing's or inquiry's facts with phrasings per tone,
 * and streams it word by word like June's built-in engine, so both engines look the same to the owner.
 */
export function createBuiltinWriter({ chunkDelayMs = 6 }: { chunkDelayMs?: number } = {}): Writer {
  return {
    name: "builtin",
    async *write(task, signal) {
      for (const piece of chunkReply(composeDraft(task))) {
        if (signal.aborted) return;
        yield piece;
        if (chunkDelayMs > 0) await sleep(chunkDelayMs, undefined, { signal }).catch(() => undefined);
      }
    },
  };
}
