import type { AiWriterTone } from "@shared/schemas/vendor-ai";

/** Shared pieces of the built-in composer: choosing a phrasing, joining lists, tidying the owner's notes. */

export type Voice = { tone: AiWriterTone; attempt: number };

/**
 * One of several phrasings. `slot` keeps the choices of one draft independent of each other, and
 * `attempt` moves every choice along, so "Try another version" reads differently, the same way each time.
 */
export function pick<T>(options: readonly T[], voice: Voice, slot: number): T {
  return options[(voice.attempt + slot * 7) % options.length]!;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The owner's notes as sentences couples can read: an instruction such as "mention that we now have a
 * garden terrace" loses its "mention that", every sentence gets a capital and a full stop.
 */
export function notesAsSentences(notes: string): string {
  const sentences = notes
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) =>
      s.replace(
        /^(please\s+)?(mention|include|say|add|note|highlight|tell (them|couples|the couple))( that)?[:,]?\s+/i,
        "",
      ),
    )
    .filter(Boolean)
    .map((s) => capitalize(/[.!?…]$/.test(s) ? s : `${s}.`));
  return sentences.join(" ");
}

/** Paragraphs separated by one blank line, empty ones left out. */
export const paragraphs = (...parts: (string | false | null | undefined)[]) =>
  parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .map((p) => p.trim())
    .join("\n\n");
