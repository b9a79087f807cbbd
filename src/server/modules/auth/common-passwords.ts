import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords (the zxcvbn-ts list, ~49k entries), lower-cased. A password on it is refused
 * whatever its length: these are the first guesses of every credential-stuffing run (NIST SP 800-63B 5.1.1.2).
 */
const common = new Set<string>(dictionary["passwords-common"].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less guessable one.";
