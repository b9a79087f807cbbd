import type { Viewer } from "@shared/schemas/account";
import type { OnboardingInput } from "@shared/schemas/onboarding";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeCoupleProfileFields } from "../account/couple-profile.service";
import { writeBudgetHeader } from "../budgets/budgets.service";

/**
 * Saves the couple's first-run answers (issue #14): the profile fields they gave and the budget's header
 * (total, guest count) in one transaction, so a failure leaves neither half written. A skipped step is
 * left out and changes nothing. The guest count goes to the budget too: with a total it starts the
 * budget; without one it updates a budget that exists already.
 */
export async function saveOnboarding(db: Db, viewer: Viewer | null, input: OnboardingInput): Promise<void> {
  const { coupleId, viewer: who } = await coupleScope(db, viewer, {
    what: { message: "Onboarding is for couple accounts. Sign in as a couple to set up your wedding." },
  });
  const { budgetCents, ...profile } = input;
  await db.transaction(async (tx) => {
    await writeCoupleProfileFields(tx, coupleId, profile);
    const hasTotal = budgetCents !== undefined && budgetCents !== null;
    if (hasTotal || profile.guestCount !== undefined) {
      await writeBudgetHeader(tx, {
        coupleId,
        actor: { id: who.id, name: who.name },
        ...(hasTotal ? { totalCents: budgetCents } : { onlyIfExists: true }),
        ...(profile.guestCount !== undefined ? { guestCount: profile.guestCount } : {}),
      });
    }
  });
}
