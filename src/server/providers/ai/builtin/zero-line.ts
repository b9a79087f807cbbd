import { CATEGORY_WORD } from "./category-word";

/**
 * A budget line taken to $0 (issue #16, sixth round): "zero out the music line", "zero the flowers budget
 * out", "we're skipping flowers entirely", "set the dj to nothing", "put $0 toward cake". Pure: it returns
 * the category as the couple said it; the write proposes $0 for that line, confirmed like any other change.
 * A total budget of $0 stays refused (fourth round) — only a line can be dropped.
 */

const LINE = String.raw`(?:the |our |my )?([a-z][a-z&'/]*(?: [a-z&'/]+)?)`;
const TAIL = String.raw`(?: (?:line|budget|category|allocation))?`;

const PATTERNS: RegExp[] = [
  // "zero out the music line", "zero the flowers budget out", "zero music"
  new RegExp(String.raw`\bzero(?:ing)?(?: out)? ${LINE}${TAIL}(?: out)?\b`),
  // "we're skipping flowers entirely", "cutting the dj completely", "drop cake altogether"
  new RegExp(
    String.raw`\b(?:skip|skipping|skipped|cut|cutting|drop|dropping|ditch|ditching|nix|nixing|scrap|scrapping)${TAIL} ${LINE}${TAIL} (?:entirely|completely|altogether|all together|fully|from the budget)\b`,
  ),
  // "set the dj to nothing", "put $0 toward cake", "make photography 0"
  new RegExp(
    String.raw`\b(?:set|make|change|put|move|drop|cut|take|bring) ${LINE}${TAIL} (?:to |at )?(?:\$?0|zero|nothing)\b(?![.,]?\d)`,
  ),
  new RegExp(
    String.raw`\b(?:put|allocate|spend) (?:\$?0|zero|nothing) (?:toward|towards|on|for|to) ${LINE}${TAIL}\b`,
  ),
  // "no money for flowers at all"
  new RegExp(String.raw`\bno (?:money|budget) (?:for|on) ${LINE}${TAIL} (?:at all|anymore|any more)\b`),
];

const STARTS_WITH_CATEGORY = new RegExp(`^${CATEGORY_WORD.source}`);

/** The category a message takes to $0; undefined when it asks no such thing. */
export function zeroedLine(text: string): string | undefined {
  let pointer: string | undefined;
  for (const re of PATTERNS) {
    const word = re
      .exec(text)?.[1]
      ?.replace(/\s+(line|budget|category|allocation|to|at|out)$/, "")
      .trim();
    if (!word) continue;
    // "zero that line out" right after a proposal: the line June proposed (the caller keeps it).
    if (/^(that|this|it)\b/.test(word)) pointer = "that";
    // The line's own word first: "the rehearsal dinner" is no catering line.
    else if (STARTS_WITH_CATEGORY.test(word)) return word;
  }
  // "We're dropping the photographer completely, zero it out": the line named wins over "it".
  return pointer;
}
