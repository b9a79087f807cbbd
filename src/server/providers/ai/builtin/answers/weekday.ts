import { extractEntities } from "../entities";
import { longDate } from "../format";
import type { AnswerContext } from "./context";
import { fullDate } from "./writes";

/**
 * The weekday of a date the couple says, or of the date just said in the conversation ("what day of the
 * week is that" after "we're looking at june 13 2027") — issue #16, eighth round (decision 064). Their own
 * wedding's weekday stays the countdown's (answers/plan.ts). Pure calendar maths; no tool is called.
 */

const WEEKDAY_ASKED =
  /\b(day of (the |teh )?w[eo]{0,3}k|weekday|what day (is|was|will|would|does|do)|which day (is|was|will|would))\b/;
const POINTER = /\b(that|it|then|this date|that date|the date)\b/;

export function weekdayAnswer(ctx: AnswerContext, text: string): string | undefined {
  if (!WEEKDAY_ASKED.test(text)) return undefined;
  const earlier = ctx.history.slice(0, -1).reverse();
  const said =
    extractEntities(text).date ??
    (POINTER.test(text)
      ? earlier
          .slice(0, 2)
          .map((t) => extractEntities(t.content).date)
          .find(Boolean)
      : undefined);
  const date = said ? fullDate(said) : undefined;
  if (!date) return undefined;
  const label = longDate(date);
  return `${label.replace(/^(\w+), /, "**$1**, ")} — that's a ${label.split(",")[0]}.`;
}
