import type { AiWriterTone } from "@shared/schemas/vendor-ai";

/** Shared pieces of the built-in composer: choosing a phrasing, joining lists, tidying the owner's notes. */

/** `seed` (from an inquiry's id) varies wording between drafts for different couples; 0 when absent. */
export type Voice = { tone: AiWriterTone; attempt: number; seed?: number };

/**
 * One of several phrasings. `slot` keeps the choices of one draft independent of each other, and
 * `attempt` moves every choice along, so "Try another version" reads differently, the same way each time.
 * The seed shifts each slot by a different amount, so two inquiries rarely share every choice.
 */
export function pick<T>(options: readonly T[], voice: Voice, slot: number): T {
  const seed = voice.seed ?? 0;
  const shift = seed ? Math.imul(seed ^ Math.imul(slot + 1, 0x9e3779b1), 0x85ebca6b) >>> 16 : 0;
  return options[(voice.attempt + slot * 7 + shift) % options.length]!;
}

/** A stable non-negative number for a string (FNV-1a), to seed phrasings by an inquiry's id. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 8) & 0xffff;
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
