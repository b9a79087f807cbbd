import { ZxcvbnFactory, type OptionsGraph, type TranslationKeys } from "@zxcvbn-ts/core";

/**
 * The password rule for sign-up, reset and change-password (ASVS 6.2, 6.3; issue #19; decision 021).
 * Pure: the server and the client build it with the same word lists, so both give the same verdict and the
 * same reason. The lists (zxcvbn-ts' language-common, ~200 KB gzip) are handed in rather than imported,
 * so the client can load them on demand and keep them out of the auth pages' first load.
 */

/** The product's own names: a password that is nothing but one of them (letters only) is refused. */
export const SITE_NAMES = ["june", "junewedding", "juneweddings", "wedding", "weddings"] as const;
/** Words zxcvbn treats like the user's own data: guessable for anyone attacking this site. */
export const SITE_WORDS = [...SITE_NAMES, "june weddings", "bride", "groom", "marriage", "venue", "vendor"];

/** zxcvbn's 0–4 scale; 3 = "safely unguessable" (≥ 10^8 guesses), the usual floor for a stored password. */
export const MIN_PASSWORD_SCORE = 3;

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less guessable one.";

export const passwordProblemCodes = [
  "PASSWORD_BLANK",
  "PASSWORD_HAS_EMAIL_NAME",
  "PASSWORD_IS_SITE_NAME",
  "PASSWORD_TOO_COMMON",
  "PASSWORD_TOO_WEAK",
] as const;
export type PasswordProblemCode = (typeof passwordProblemCodes)[number];
export type PasswordProblem = { code: PasswordProblemCode; message: string };
export type PasswordVerdict = { score: number; problem: PasswordProblem | null };
/** What the rule knows about the account: its email and name count as guessable words. */
export type PasswordContext = { email?: string | null | undefined; name?: string | null | undefined };
export type PasswordWordLists = {
  dictionary: Record<string, string[]>;
  adjacencyGraphs: OptionsGraph;
};

// Our wording for zxcvbn's feedback keys (the package ships keys, not sentences).
const translations: TranslationKeys = {
  warnings: {
    straightRow: "Rows of keys on the keyboard are easy to guess.",
    keyPattern: "Short keyboard patterns are easy to guess.",
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
    sequences: 'Sequences like "abc" or "1234" are easy to guess.',
    recentYears: "Recent years are easy to guess.",
    dates: "Dates are easy to guess.",
    topTen: "This is one of the ten most used passwords.",
    topHundred: "This is one of the hundred most used passwords.",
    common: "This is a commonly used password.",
    similarToCommon: "This is similar to a commonly used password.",
    wordByItself: "A single word is easy to guess.",
    namesByThemselves: "Names on their own are easy to guess.",
    commonNames: "Common names are easy to guess.",
    userInputs: "Your password contains your name, your email or this site's name.",
    pwned: "This password has appeared in a data breach.",
  },
  suggestions: {
    l33t: 'Avoid predictable letter swaps like "@" for "a".',
    reverseWords: "Avoid common words spelled backwards.",
    allUppercase: "Capitalize some letters, not all.",
    capitalization: "Capitalize more than the first letter.",
    dates: "Avoid dates and years that are linked to you.",
    recentYears: "Avoid recent years.",
    associatedYears: "Avoid years that are linked to you.",
    sequences: "Avoid common sequences of characters.",
    repeated: "Avoid repeated words and characters.",
    longerKeyboardPattern: "Use longer keyboard patterns and change direction several times.",
    anotherWord: "Add more words or characters: a short phrase of uncommon words works well.",
    useWords: "Use several words, but avoid common phrases.",
    noNeed: "You can make strong passwords without symbols, numbers or capitals.",
    pwned: "If you use this password elsewhere, change it there too.",
  },
  timeEstimation: {
    ltSecond: "less than a second",
    second: "{base} second",
    seconds: "{base} seconds",
    minute: "{base} minute",
    minutes: "{base} minutes",
    hour: "{base} hour",
    hours: "{base} hours",
    day: "{base} day",
    days: "{base} days",
    month: "{base} month",
    months: "{base} months",
    year: "{base} year",
    years: "{base} years",
    centuries: "centuries",
  },
};

const WEAK_DEFAULT = "This password is easy to guess.";

/** The part of an email before "@", lower-cased ("" when there is none). */
export function emailName(email: string | null | undefined): string {
  const at = (email ?? "").lastIndexOf("@");
  return at > 0 ? email!.slice(0, at).toLowerCase() : "";
}

/** Builds the rule once (ranking ~50k words takes tens of milliseconds); the checker is then synchronous. */
export function createPasswordChecker(lists: PasswordWordLists) {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: lists.dictionary,
    graphs: lists.adjacencyGraphs,
    translations,
    // Past 64 characters a password is strong unless it repeats, which its first 64 show; the cap bounds
    // the time one check takes (a 128-character check costs ~100 ms uncapped).
    maxLength: 64,
  });
  const common = new Set((lists.dictionary["passwords-common"] ?? []).map((p) => p.toLowerCase()));

  return function checkPassword(password: string, context: PasswordContext = {}): PasswordVerdict {
    const refuse = (code: PasswordProblemCode, message: string, score = 0): PasswordVerdict => ({
      score,
      problem: { code, message },
    });
    const lower = password.toLowerCase();
    if (password.trim() === "") return refuse("PASSWORD_BLANK", "Your password cannot be only spaces.");

    const local = emailName(context.email);
    // A short email name ("jo@…") is part of too many good passwords to forbid; only equality counts then.
    if (local && (lower === local || (local.length >= 4 && lower.includes(local)))) {
      return refuse("PASSWORD_HAS_EMAIL_NAME", "Your password contains your email name.");
    }
    const letters = lower.replace(/[^a-z]/g, "");
    if ((SITE_NAMES as readonly string[]).includes(letters)) {
      return refuse("PASSWORD_IS_SITE_NAME", "Your password cannot be this site's name.");
    }
    if (common.has(lower)) return refuse("PASSWORD_TOO_COMMON", COMMON_PASSWORD_MESSAGE);

    const inputs = [...SITE_WORDS, context.email ?? "", local, ...(context.name ?? "").split(/\s+/)].filter(
      (w) => w.length > 0,
    );
    const result = zxcvbn.check(password, inputs);
    if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, problem: null };
    // zxcvbn only warns about a pattern that is the whole password; a weak password that merely contains
    // the user's name or email (or the site's words) is told so, as that is the reason worth fixing.
    const hasOwnWords = result.sequence.some(
      (m) => m.pattern === "dictionary" && "dictionaryName" in m && m.dictionaryName === "userInputs",
    );
    const warning = hasOwnWords ? translations.warnings.userInputs : result.feedback.warning;
    const [suggestion] = result.feedback.suggestions;
    const message = [warning ?? WEAK_DEFAULT, suggestion].filter(Boolean).join(" ");
    return refuse("PASSWORD_TOO_WEAK", message, result.score);
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;
