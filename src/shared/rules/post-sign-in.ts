import { accountHome, userKinds } from "../catalog";

export const POST_SIGN_IN_DELAY_MS = 100; // spec section 9

/**
 * Where a user goes after signing in (spec section 2, "After sign-in"): the account page of their kind,
 * unless already there; admins on /admin pages stay; a user of no known kind goes to "/".
 * Returns null when no navigation should happen.
 */
export function postSignInTarget(opts: { kind: string | undefined; isAdmin: boolean; pathname: string }): string | null {
  if (opts.isAdmin && (opts.pathname === "/admin" || opts.pathname.startsWith("/admin/"))) return null;
  const known = (userKinds as readonly string[]).includes(opts.kind ?? "");
  const target = known ? accountHome[opts.kind as keyof typeof accountHome].path : "/";
  return opts.pathname === target ? null : target;
}
