import { z } from "zod";
import { BUDGET_LIMITS } from "@shared/schemas/budget";
import { parseDollarsToCents } from "./money";

/**
 * A money field of a form: the text people type ("1,250.50", "$3k") in, integer cents out, with the same
 * limits and messages as the API's `centsSchema` (shared/schemas/budget.ts).
 */
export function moneyText({ required, positive = false }: { required: boolean; positive?: boolean }) {
  return z.string().transform((text, ctx) => {
    const cents = parseDollarsToCents(text);
    if (cents === null) {
      if (required) ctx.addIssue({ code: "custom", message: "Enter an amount." });
      return null;
    }
    if (Number.isNaN(cents)) {
      ctx.addIssue({ code: "custom", message: "Write an amount like 1,250.50 or $3k." });
      return null;
    }
    if (cents > BUDGET_LIMITS.maxCents) {
      ctx.addIssue({
        code: "custom",
        message: "That amount is larger than any wedding budget; check the number.",
      });
      return null;
    }
    if (positive && cents === 0) ctx.addIssue({ code: "custom", message: "Enter an amount above zero." });
    return cents;
  });
}

/** A guest count field: "" is none, else a whole number within the API's limit. */
export const guestCountText = z.string().transform((text, ctx) => {
  const t = text.trim().replace(/,/g, "");
  if (t === "") return null;
  if (!/^\d+$/.test(t)) {
    ctx.addIssue({ code: "custom", message: "Use a whole number of guests." });
    return null;
  }
  const n = Number(t);
  if (n > BUDGET_LIMITS.maxGuests) {
    ctx.addIssue({
      code: "custom",
      message: `At most ${BUDGET_LIMITS.maxGuests.toLocaleString("en-US")} guests.`,
    });
    return null;
  }
  return n;
});
