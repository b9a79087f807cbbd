import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { eq } from "drizzle-orm";
import { createPasswordChecker, type PasswordContext } from "@shared/rules/password-strength";
import type { Db } from "../../db/client";
import { user, verification } from "../../db/schema/auth";

/** The shared password rule with zxcvbn-ts' common lists, built once per process (decision 021). */
export const checkPassword = createPasswordChecker({ dictionary, adjacencyGraphs });

/** The account a reset token belongs to (its email and name are the rule's context); empty if none. */
export async function contextOfResetToken(db: Db, token: unknown): Promise<PasswordContext> {
  if (typeof token !== "string" || token === "") return {};
  const [row] = await db
    .select({ email: user.email, name: user.name })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row ?? {};
}
