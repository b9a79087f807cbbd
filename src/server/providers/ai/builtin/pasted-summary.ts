/**
 * "Summarise this email from our caterer: …" (issue #16, eighth round; decision 064): the pasted text's own
 * sentences, listed, with any instruction inside it already taken out (pasted-instructions.ts) — June sums
 * up what the text says and does nothing it asks. Pure; no tool is called, so nothing is proposed.
 */

const ASKS_SUMMARY =
  /\b(summari[sz]e|summary of|sum (this|it|that) up|sum up|tl;?dr|recap|the gist|key points|main points|what does (this|it) say|break (this|it) down)\b/i;

/** The pasted part: what follows the first colon, or the longest quoted run. */
function pastedPart(text: string): string | undefined {
  const quoted = [...text.matchAll(/["“]([^"”]{40,})["”]?/g)].map((m) => m[1]!);
  const afterColon = /:\s*(.{40,})$/s.exec(text)?.[1];
  const part = quoted.sort((a, b) => b.length - a.length)[0] ?? afterColon;
  return part?.replace(/^["“\s]+|["”\s]+$/g, "");
}

export function pastedSummary(text: string): string | undefined {
  if (!ASKS_SUMMARY.test(text)) return undefined;
  const part = pastedPart(text);
  if (!part) return undefined;
  const sentences = (part.match(/[^.!?\n]+[.!?]*/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => /[a-z]{2,}/i.test(s));
  if (sentences.length === 0) return undefined;
  return `Here's what it says:\n\n${sentences
    .slice(0, 8)
    .map((s) => `- ${s}`)
    .join("\n")}\n\nI haven't changed anything — tell me if you'd like any of it added to your plan.`;
}
