import type { PasswordChecker, PasswordContext, PasswordVerdict } from "@shared/rules/password-strength";

/**
 * The server's password rule in the browser (shared/rules/password-strength.ts, decision 021). zxcvbn and
 * its word lists weigh ~230 KB gzip, so they load on demand — when a password is first typed — in a chunk
 * of their own, never with an auth page's first load.
 */
let loading: Promise<PasswordChecker> | null = null;

export function loadPasswordChecker(): Promise<PasswordChecker> {
  loading ??= Promise.all([
    import("@shared/rules/password-strength"),
    import("@zxcvbn-ts/language-common"),
  ]).then(
    ([rule, lists]) => rule.createPasswordChecker(lists),
    (err: unknown) => {
      loading = null; // a failed chunk (offline, new deploy) may load on the next try
      throw err;
    },
  );
  return loading;
}

/**
 * The rule's verdict, or null when the rule could not load: the server checks again either way, and its
 * refusal carries the same reason.
 */
export async function checkPassword(
  password: string,
  context: PasswordContext,
): Promise<PasswordVerdict | null> {
  try {
    return (await loadPasswordChecker())(password, context);
  } catch {
    return null;
  }
}
