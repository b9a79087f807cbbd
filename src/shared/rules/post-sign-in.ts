import { accountHome, userKinds } from "../catalog";

export const POST_SIGN_IN_DELAY_MS = 100; // spec section 9

/**
 * Where a user goes after signing in (spec section 2, "After sign-in"): the account page of their kind,
 * unless already there; admins on /admin pages stay; a user of no known kind goes to "/".
 * Returns null when no navigation should happen.
 */
export function postSignInTarget(opts: {
  kind: string | undefined;
  isAdmin: boolean;
  pathname: string;
  /** Where a protected page sent the user from (?next=); followed only when it is a path on this site. */
  next?: string | null;
}): string | null {
  const next = safeNext(opts.next);
  if (next) return next;
  if (opts.isAdmin && (opts.pathname === "/admin" || opts.pathname.startsWith("/admin/"))) return null;
  const known = (userKinds as readonly string[]).includes(opts.kind ?? "");
  const target = known ? accountHome[opts.kind as keyof typeof accountHome].path : "/";
  return opts.pathname === target ? null : target;
}

export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}
